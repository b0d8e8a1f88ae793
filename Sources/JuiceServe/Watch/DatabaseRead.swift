import Foundation
import Failures
import JuiceDatabase
import JuiceIngest
import JuiceReports

/// What reading a database source after a change found: its history now, the records read, and
/// for a SQLite table, which rows the history holds (so the next change reads only the rows added).
struct DatabaseRead: Sendable {
    var history: SalesHistory
    var found: OrderReadReport
    /// The SQLite table's rows the history holds; nil when it must be read whole next time.
    var rows: SQLiteTableRows?
    /// How it was read.
    var kind: Kind

    enum Kind: Sendable, Equatable {
        /// Nothing was added and nothing read changed (a commit to another table).
        case unchanged
        /// Only the rows a commit added were read.
        case added
        case whole
    }

    /// Reads `url` after a change. A SQLite table whose rows up to the last rowid read are as they
    /// were (`SQLiteTableLook`) has only its rows above it read, added to `current`; any other
    /// change (an update, a delete), any other database and a `--query` read whole. Bounded by the
    /// rowid looked at, so a row committed meanwhile is read next time, never twice.
    static func after(
        _ url: String, options: OrderInputs, template: SalesHistory, current: SalesHistory, rows known: SQLiteTableRows?
    ) throws -> DatabaseRead {
        guard case .sqlite(let path)? = try DatabaseURL(input: url), case .table(let name) = options.databaseSource,
            let look = try? SQLiteTableLook(path: path, table: name),
            let (held, all) = try? look.look(upTo: known?.upTo ?? 0)
        else {
            let (history, found) = try whole(url, options: options, template: template)
            return DatabaseRead(history: history, found: found, rows: nil, kind: .whole)
        }
        if let known, held == known {
            guard all.upTo > known.upTo else {
                return DatabaseRead(history: current, found: OrderReadReport(), rows: all, kind: .unchanged)
            }
            var added = template.emptyCopy()
            var part = options
            part.paths = [url]
            part.readsAgain = true
            part.databaseSource = .query(
                "SELECT * FROM \(look.table) WHERE rowid > \(known.upTo) AND rowid <= \(all.upTo)")
            let found: OrderReadReport
            do {
                found = try added.take(part)
            } catch let error as any CategorizedError where error.category == .filterMatchesNothing {
                // `--only` or `--where` keeps none of the rows added: nothing to add.
                return DatabaseRead(history: current, found: OrderReadReport(), rows: all, kind: .added)
            }
            var merged = current
            try merged.merge(added)
            return DatabaseRead(history: merged, found: found, rows: all, kind: .added)
        }
        var bounded = options
        bounded.databaseSource = .query("SELECT * FROM \(look.table) WHERE rowid <= \(all.upTo)")
        guard let (history, found) = try? whole(url, options: bounded, template: template) else {
            // Read as the other commands read it, so that what is wrong is said of the table, not of a query.
            let (history, found) = try whole(url, options: options, template: template)
            return DatabaseRead(history: history, found: found, rows: nil, kind: .whole)
        }
        return DatabaseRead(history: history, found: found, rows: all, kind: .whole)
    }

    /// `input` read whole into an empty history.
    static func whole(_ input: String, options: OrderInputs, template: SalesHistory) throws -> (
        SalesHistory, OrderReadReport
    ) {
        var fresh = template.emptyCopy()
        var whole = options
        whole.paths = [input]
        whole.readsAgain = true
        let found = try fresh.take(whole)
        return (fresh, found)
    }
}
