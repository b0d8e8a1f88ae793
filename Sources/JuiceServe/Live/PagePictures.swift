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

    func keep(_ pictures: LivePagePictures, version: Int, _ view: String) {
        kept.withLock { kept in
            if version > kept.version { kept = (version, [:]) }
            if version == kept.version, kept.pictures.count < Self.limit { kept.pictures[view] = pictures }
        }
    }

    /// The pictures kept for `view` at `version`, if any.
    func pictures(_ version: Int, _ view: String) -> LivePagePictures? {
        kept.withLock { $0.version == version ? $0.pictures[view] : nil }
    }
}
