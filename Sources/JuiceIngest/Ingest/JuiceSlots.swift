import Foundation
import JuiceCore

/// Turns the juice names readers find into a sink's slots: each distinct name is matched
/// against the menu once and then found by its raw bytes (`JuiceNameCache`); shared by the
/// JSON and CSV readers, so both refuse the same names with the same words.
struct JuiceSlots {
    /// More different juice names than this is refused: no chart can show them, and a hostile
    /// file must not make the tool remember names without end.
    static let maximumJuices = 100_000

    let menu: Menu
    private var names = JuiceNameCache()
    private var juiceCount = 0
    private let filter: JuiceFilter.Resolved
    /// Per slot, when a filter is set: its juice, and whether a line of it without a category counts.
    private var slotJuices: [JuiceIdentity?] = []
    private var slotDecisions: [Bool] = []
    /// The juice of each slot handed out, by slot: what a slot's counted categories belong to.
    private(set) var identities: [Int: JuiceIdentity] = [:]
    /// Every different name met, by script, for the chart's language.
    private(set) var writtenNames = WrittenNames()
    /// Which filter values named the names and categories met (`--only` matching nothing is an error).
    private(set) var filterSightings = FilterSightings()

    init(menu: Menu, filter: JuiceFilter = JuiceFilter()) {
        self.menu = menu
        self.filter = JuiceFilter.Resolved(filter, menu: menu)
    }

    /// Whether no filter is set, so every line counts.
    var keepsEverything: Bool { filter.isEmpty }

    /// Whether a line of the juice in `slot` counts under `--only`/`--exclude`; `category` is
    /// the line's category cell, where the table has one.
    @inline(__always)
    func keeps(slot: Int, category: String? = nil) -> Bool {
        if filter.isEmpty { return true }
        guard let category else { return slotDecisions[slot] }
        guard let juice = slotJuices[slot] else { return true }
        return filter.keeps(juice, category: category)
    }

    /// Notes a line's category cell for `--only`/`--exclude`'s sightings (only its first sighting
    /// costs more than a lookup).
    @inline(__always)
    mutating func note(category: String) {
        filterSightings.note(category: category, filter.values(namingCategory: category))
    }

    /// The slot of the juice written as `raw` (UTF-8), or the problem with it.
    ///
    /// - Parameters:
    ///   - text: the name as text, asked for only when the bytes are new; it may refuse them
    ///     (bytes that are not UTF-8).
    ///   - cacheable: false when `raw` is not the name itself (a JSON string with escapes).
    @inline(__always)
    mutating func slot<Sink: OrderRecordSink>(
        of raw: UnsafeRawBufferPointer, text: () throws(OrderFieldProblem) -> String,
        cacheable: Bool = true,
        sink: inout Sink
    ) throws(OrderFieldProblem) -> Int {
        if cacheable, let known = names.slot(for: raw) {
            guard known != JuiceNameCache.emptyName else {
                throw OrderFieldProblem(field: "juice", problem: "is empty")
            }
            return known
        }
        let written = try text()
        writtenNames.note(written, menu: menu)
        let identity = menu.identify(written)
        var slot = JuiceNameCache.emptyName
        if case .offMenu(let name) = identity, name.isEmpty {
            // Remembered as empty, so the next order with this name fails fast too.
        } else {
            slot = sink.slot(for: identity, writtenAs: written)
            identities[slot] = identity
            juiceCount = max(juiceCount, slot + 1)
            if !filter.isEmpty {
                if slotJuices.count <= slot {
                    slotJuices += Array(repeating: nil, count: slot + 1 - slotJuices.count)
                    slotDecisions += Array(repeating: false, count: slot + 1 - slotDecisions.count)
                }
                slotJuices[slot] = identity
                slotDecisions[slot] = filter.decision(for: identity) ?? false
                filterSightings.note(
                    name: written.trimmingCharacters(in: .whitespacesAndNewlines), filter.values(naming: identity))
            }
            guard juiceCount <= Self.maximumJuices else {
                throw OrderFieldProblem(
                    field: "juice",
                    problem:
                        "is one more different juice than the \(Int64(Self.maximumJuices).groupedDecimal) "
                        + "a chart can take; is this the right field?"
                )
            }
        }
        if cacheable { names.remember(raw, slot: slot) }
        guard slot != JuiceNameCache.emptyName else { throw OrderFieldProblem(field: "juice", problem: "is empty") }
        return slot
    }
}
