import CCurl

/// Owns a `CURL` easy handle, and the recipient list and message it was given while it lives.
final class CurlHandle {
    let pointer: UnsafeMutableRawPointer
    private var lists: [CurlList] = []

    init() throws(DeliveryError) {
        try LibCurl.load()
        guard let pointer = curl_easy_init() else { throw .failed("libcurl could not create a transfer") }
        self.pointer = pointer
    }

    deinit {
        curl_easy_cleanup(pointer)
    }

    func set(_ option: CURLoption, _ value: String) throws(DeliveryError) {
        try Self.check(jr_curl_setopt_string(pointer, option, value), setting: option)
    }

    func set(_ option: CURLoption, _ value: Int) throws(DeliveryError) {
        try Self.check(jr_curl_setopt_long(pointer, option, value), setting: option)
    }

    func set(_ option: CURLoption, _ value: UnsafeMutableRawPointer) throws(DeliveryError) {
        try Self.check(jr_curl_setopt_pointer(pointer, option, value), setting: option)
    }

    /// Sets a list option; the list is kept until the handle goes.
    func set(_ option: CURLoption, _ list: CurlList) throws(DeliveryError) {
        lists.append(list)
        try Self.check(jr_curl_setopt_list(pointer, option, list.pointer), setting: option)
    }

    private static func check(_ code: CURLcode, setting option: CURLoption) throws(DeliveryError) {
        guard code == CURLE_OK else {
            throw .failed("libcurl refused option \(option.rawValue): \(String(cString: curl_easy_strerror(code)))")
        }
    }
}

/// Owns a `curl_slist` of strings.
final class CurlList {
    private(set) var pointer: UnsafeMutablePointer<curl_slist>?

    init(_ strings: [String]) throws(DeliveryError) {
        try LibCurl.load()
        for string in strings {
            guard let grown = curl_slist_append(pointer, string) else {
                curl_slist_free_all(pointer)
                throw .failed("libcurl could not build a list")
            }
            pointer = grown
        }
    }

    deinit {
        curl_slist_free_all(pointer)
    }
}
