import Foundation

/// libpq's password file (`~/.pgpass`, or `PGPASSFILE`): lines `host:port:database:user:password`,
/// where `*` matches anything and `\:` and `\\` escape; the first matching line wins.
struct PasswordFile {
    let path: String

    /// The password of the first line that matches, or nil (also when the file is missing or
    /// readable by others, which libpq ignores as unsafe).
    func password(host: String, port: Int, database: String, user: String) -> String? {
        var status = stat()
        guard stat(path, &status) == 0, status.st_mode & 0o077 == 0,
              let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        let wanted = [host, String(port), database, user]
        for line in text.split(whereSeparator: \.isNewline) where !line.hasPrefix("#") {
            let fields = Self.fields(of: line)
            guard fields.count == 5 else { continue }
            if zip(fields.prefix(4), wanted).allSatisfy({ $0 == "*" || $0 == $1 || ($0 == "localhost" && $1 == "127.0.0.1") }) {
                return fields[4]
            }
        }
        return nil
    }

    /// The colon-separated fields, with `\:` and `\\` unescaped.
    static func fields(of line: Substring) -> [String] {
        var fields: [String] = []
        var current = ""
        var escaped = false
        for character in line {
            if escaped {
                current.append(character)
                escaped = false
            } else if character == "\\" {
                escaped = true
            } else if character == ":" && fields.count < 4 {
                fields.append(current)
                current = ""
            } else {
                current.append(character)
            }
        }
        fields.append(current)
        return fields
    }
}
