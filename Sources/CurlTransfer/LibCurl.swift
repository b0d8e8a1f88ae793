import CLazyLibraries

/// libcurl, opened the first time a mail is sent or an input fetched (`CLazyLibraries`), so a
/// chart from a file starts without it.
enum LibCurl {
    /// Opens libcurl when it is not yet open, or says in one line why it cannot be.
    static func load() throws(DeliveryError) {
        guard jr_libcurl_load() == 0 else { return }
        throw .failed(
            "libcurl cannot be loaded (\(String(cString: jr_libcurl_load_error()))); "
                + "install it (Debian: apt-get install libcurl4)")
    }
}
