/* libcurl's functions that CurlTransfer calls (the mail and the HTTP fetch), each forwarding to
 * libcurl opened on first use (LazyLibraries.h says why). */
#define CURL_DISABLE_TYPECHECK 1
#include "LazyLibraries.h"
#include "LazyLibrary.h"

#include <curl/curl.h>
#include <stdarg.h>

JR_LAZY_LIBRARY(libcurl, jr_libcurl_load, jr_libcurl_load_error, JR_LIBRARY_NAMES("libcurl.so.4", "libcurl.4.dylib"))

JR_FORWARD(libcurl, CURL *, curl_easy_init, (void), ())
JR_FORWARD(libcurl, void, curl_easy_cleanup, (CURL *curl), (curl))
JR_FORWARD(libcurl, CURLcode, curl_easy_perform, (CURL *curl), (curl))
JR_FORWARD(libcurl, const char *, curl_easy_strerror, (CURLcode code), (code))
JR_FORWARD(libcurl, struct curl_slist *, curl_slist_append, (struct curl_slist *list, const char *text), (list, text))
JR_FORWARD(libcurl, void, curl_slist_free_all, (struct curl_slist *list), (list))

/* The two variadic calls pass on their one argument with the type libcurl reads for it: an
 * option's number says its type (CURLOPTTYPE_*), and every CURLINFO takes a pointer. */
typedef CURLcode (*jr_curl_variadic)(CURL *, int, ...);

CURLcode(curl_easy_setopt)(CURL *curl, CURLoption option, ...) {
    static void *entry;
    jr_curl_variadic forward = (jr_curl_variadic)jr_lazy_symbol(&libcurl, "curl_easy_setopt", &entry);
    va_list arguments;
    va_start(arguments, option);
    CURLcode code;
    if (option < CURLOPTTYPE_OBJECTPOINT) {
        code = forward(curl, option, va_arg(arguments, long));
    } else if (option >= CURLOPTTYPE_OFF_T && option < CURLOPTTYPE_BLOB) {
        code = forward(curl, option, va_arg(arguments, curl_off_t));
    } else {
        code = forward(curl, option, va_arg(arguments, void *));
    }
    va_end(arguments);
    return code;
}

CURLcode(curl_easy_getinfo)(CURL *curl, CURLINFO info, ...) {
    static void *entry;
    jr_curl_variadic forward = (jr_curl_variadic)jr_lazy_symbol(&libcurl, "curl_easy_getinfo", &entry);
    va_list arguments;
    va_start(arguments, info);
    CURLcode code = forward(curl, info, va_arg(arguments, void *));
    va_end(arguments);
    return code;
}
