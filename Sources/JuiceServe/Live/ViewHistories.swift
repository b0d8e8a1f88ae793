import JuiceReports
import Synchronization

/// The histories read for the views the kept history does not hold (a store's page, `where=`;
/// another `group-by=`), for the data's latest version: the event that tells such a page of a
/// change and the page it then fetches read the inputs once between them. A newer version
/// forgets the older's.
final class ViewHistories: Sendable {
    /// The most views kept for one version; more are read each time they are asked for.
    static let limit = 16

    private let kept = Mutex<(version: Int, histories: [String: SalesHistory])>((-1, [:]))

    /// `snapshot`'s history for `view`: the kept one when it holds the view, else the inputs read
    /// whole for it (`SalesHistory.reading`), once per version of the data.
    func history(_ snapshot: LiveSales.Snapshot, for view: LiveView) throws -> SalesHistory {
        guard !snapshot.history.holds(view) else { return snapshot.history }
        let key = view.filter.digest + "\u{1F}" + view.rings.digest
        if let found = kept.withLock({ $0.version == snapshot.version ? $0.histories[key] : nil }) {
            return found
        }
        let read = try snapshot.history.reading(view, paths: snapshot.inputs)
        kept.withLock { kept in
            if snapshot.version > kept.version { kept = (snapshot.version, [:]) }
            if snapshot.version == kept.version, kept.histories.count < Self.limit { kept.histories[key] = read }
        }
        return read
    }
}
