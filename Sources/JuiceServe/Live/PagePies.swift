import JuiceReports
import Synchronization

/// The pies the live page's events sent (`LivePagePie`), for the data's latest version, by the
/// page's view (`LiveRoutes.digest`): the page a script then fetches draws the layout the event
/// painted instead of laying the pie out again, which is most of a page's time on a large
/// catalogue. A newer version forgets the older's.
final class PagePies: Sendable {
    /// The most views kept for one version.
    static let limit = 64

    private let kept = Mutex<(version: Int, pies: [String: LivePagePie])>((-1, [:]))

    func keep(_ pie: LivePagePie, version: Int, _ view: String) {
        kept.withLock { kept in
            if version > kept.version { kept = (version, [:]) }
            if version == kept.version, kept.pies.count < Self.limit { kept.pies[view] = pie }
        }
    }

    /// The pie kept for `view` at `version`, if any.
    func pie(_ version: Int, _ view: String) -> LivePagePie? {
        kept.withLock { $0.version == version ? $0.pies[view] : nil }
    }
}
