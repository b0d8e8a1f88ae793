import JuiceReports
import Synchronization

/// The pictures the live page's events sent (`LivePagePictures`), for the data's latest version,
/// by the page's view (`LiveRoutes.pictureKey`): the page a script then fetches draws the pie's
/// layout the event painted instead of laying the pie out again, which is most of a page's time on
/// a large catalogue. A newer version forgets the older's.
final class PagePictures: Sendable {
    /// The most views kept for one version.
    static let limit = 64

    private let kept = Mutex<(version: Int, pictures: [String: LivePagePictures])>((-1, [:]))
    /// The views whose last pie needed both its layouts (`PeriodReport.pie`), kept across
    /// versions: their next pies lay both out at once, on two cores. A hint for speed only: the
    /// pie is the same either way.
    private let neededBoth = Mutex<Set<String>>([])

    func keep(_ pictures: LivePagePictures, version: Int, _ view: String) {
        neededBoth.withLock { views in
            if pictures.pieNeededBoth, views.count < Self.limit { views.insert(view) }
            if !pictures.pieNeededBoth { views.remove(view) }
        }
        kept.withLock { kept in
            if version > kept.version { kept = (version, [:]) }
            if version == kept.version, kept.pictures.count < Self.limit { kept.pictures[view] = pictures }
        }
    }

    /// Whether `view`'s last pie needed both its layouts: a hint for speed, never for what is drawn.
    func layingOutBoth(_ view: String) -> Bool {
        neededBoth.withLock { $0.contains(view) }
    }

    /// The pictures kept for `view` at `version`, if any.
    func pictures(_ version: Int, _ view: String) -> LivePagePictures? {
        kept.withLock { $0.version == version ? $0.pictures[view] : nil }
    }
}
