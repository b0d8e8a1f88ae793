import JuiceCore

/// Settles whether a table's slashed dates are day-first or month-first from the data:
/// the first date whose first number is above 12 (`31/12/2025`) or whose second is
/// (`12/31/2025`) decides. Dates that read the same either way (`3/3/26`, ISO 8601) say nothing.
///
/// It reads the table once more, only as far as the first deciding date; on a table whose
/// dates all read two ways it reads to the end and settles nothing, and reading then stops at
/// the first such date asking for `--date-order`.
package enum DateOrderProbe {
    static func find(_ source: ByteSource, column: Int, delimiter: UInt8, encoding: TextEncoding?) -> DateOrder? {
        var table = DelimitedTextReader(source, encoding: encoding, delimiter: delimiter)
        do {
            guard try table.nextRow() else { return nil }  // the header
            while try table.nextRow() {
                guard column < table.cellCount else { continue }
                let evidence = table.withCell(column) { cell in Self.evidence(OrderTableSession.trimmed(cell)) }
                if evidence.decides { return evidence.order }
            }
        } catch {
            return nil  // the reading proper reports the problem
        }
        return nil
    }

    package enum Evidence {
        case settled(DateOrder)
        /// Not a slashed day-month date (ISO 8601, year first): the table needs no order.
        case unslashed
        case none

        /// Whether the looking can stop here: the order is settled, or the dates need none.
        package var decides: Bool {
            if case .none = self { return false }
            return true
        }

        /// The order the dates are in; nil when nothing settled it (or nothing needs to).
        package var order: DateOrder? {
            if case .settled(let order) = self { return order }
            return nil
        }
    }

    package static func evidence(_ cell: UnsafeRawBufferPointer) -> Evidence {
        guard !cell.isEmpty else { return .none }
        var leading = 0
        while leading < cell.count, cell[leading] &- UInt8(ascii: "0") < 10 { leading += 1 }
        guard leading == 1 || leading == 2, leading < cell.count,
            cell[leading] == UInt8(ascii: "/") || cell[leading] == UInt8(ascii: ".")
                || cell[leading] == UInt8(ascii: "-")
        else { return .unslashed }
        let dayFirst = ExportDateTime.read(cell, order: .dayFirst)
        let monthFirst = ExportDateTime.read(cell, order: .monthFirst)
        switch (dayFirst, monthFirst) {
        case (.local?, nil), (.instant?, nil): return .settled(.dayFirst)
        case (nil, .local?), (nil, .instant?): return .settled(.monthFirst)
        default: return .none
        }
    }
}
