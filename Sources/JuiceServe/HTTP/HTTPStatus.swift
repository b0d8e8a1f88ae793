/// The statuses the server answers with, and their reason phrases.
public struct HTTPStatus: Sendable, Equatable, Hashable {
    public let code: Int
    public let phrase: String

    public static let ok = HTTPStatus(code: 200, phrase: "OK")
    public static let noContent = HTTPStatus(code: 204, phrase: "No Content")
    public static let seeOther = HTTPStatus(code: 303, phrase: "See Other")
    public static let notModified = HTTPStatus(code: 304, phrase: "Not Modified")
    public static let badRequest = HTTPStatus(code: 400, phrase: "Bad Request")
    public static let unauthorized = HTTPStatus(code: 401, phrase: "Unauthorized")
    public static let forbidden = HTTPStatus(code: 403, phrase: "Forbidden")
    public static let notFound = HTTPStatus(code: 404, phrase: "Not Found")
    public static let methodNotAllowed = HTTPStatus(code: 405, phrase: "Method Not Allowed")
    public static let requestTimeout = HTTPStatus(code: 408, phrase: "Request Timeout")
    public static let contentTooLarge = HTTPStatus(code: 413, phrase: "Content Too Large")
    public static let uriTooLong = HTTPStatus(code: 414, phrase: "URI Too Long")
    public static let headerFieldsTooLarge = HTTPStatus(code: 431, phrase: "Request Header Fields Too Large")
    public static let internalServerError = HTTPStatus(code: 500, phrase: "Internal Server Error")
    public static let serviceUnavailable = HTTPStatus(code: 503, phrase: "Service Unavailable")
    public static let versionNotSupported = HTTPStatus(code: 505, phrase: "HTTP Version Not Supported")
}
