import CCrypto
import Foundation

/// A chart link that works without the token, for an `<img>` in a wiki or a mail (which cannot
/// send a header): the path and query signed with HMAC-SHA256 under the token, and an optional
/// expiry. Changing any character of the link, or using it after its expiry, refuses it.
struct SignedLink: Sendable {
    let token: AccessToken

    /// The names the signature and the expiry travel under.
    static let signatureName = "signature"
    static let expiresName = "expires"

    /// `target` (`/chart.png?date=today`) with `expires=` (seconds since 1970, when given) and `signature=` appended.
    func sign(_ target: String, expires: Date?) -> String {
        var signed = target
        if let expires {
            signed += (signed.contains("?") ? "&" : "?") + "\(Self.expiresName)=\(Int64(expires.timeIntervalSince1970))"
        }
        return signed + (signed.contains("?") ? "&" : "?") + "\(Self.signatureName)=\(mac(of: signed))"
    }

    /// Whether the request's target carries a valid signature of everything before it, unexpired at `now`.
    func admits(_ head: HTTPRequestHead, now: Date) -> Bool {
        let marker = "\(Self.signatureName)="
        // The signature is the query's last parameter; what comes before it is what was signed.
        guard
            let range = head.rawQuery.range(of: "&" + marker, options: .backwards)
                ?? (head.rawQuery.hasPrefix(marker) ? head.rawQuery.range(of: marker) : nil)
        else { return false }
        let given = String(head.rawQuery[range.upperBound...])
        let signedQuery = String(head.rawQuery[..<range.lowerBound])
        let signed = head.rawPath + (signedQuery.isEmpty ? "" : "?" + signedQuery)
        guard AccessToken.constantTimeEqual(Array(given.utf8), Array(mac(of: signed).utf8)) else { return false }
        if let expires = head.query.last(where: { $0.name == Self.expiresName })?.value {
            guard let seconds = Int64(expires), Double(seconds) > now.timeIntervalSince1970 else { return false }
        }
        return true
    }

    /// HMAC-SHA256 of `text` under the token, in lowercase hex.
    private func mac(of text: String) -> String {
        var digest = [UInt8](repeating: 0, count: Int(EVP_MAX_MD_SIZE))
        var length: UInt32 = 0
        let message = Array(text.utf8)
        token.withBytes { key in
            _ = HMAC(EVP_sha256(), key.baseAddress, Int32(key.count), message, message.count, &digest, &length)
        }
        return digest.prefix(Int(length)).map { String(format: "%02x", $0) }.joined()
    }
}
