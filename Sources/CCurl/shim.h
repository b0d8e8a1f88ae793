#ifndef JUICE_REPORT_CCURL_SHIM_H
#define JUICE_REPORT_CCURL_SHIM_H

/* libcurl's declarations only: the program does not link libcurl but opens it when a mail or an
 * HTTP input asks for it (CLazyLibraries). */
#include <curl/curl.h>

/* curl_easy_setopt and curl_easy_getinfo are variadic, which Swift cannot call: one typed entry each. */
static inline CURLcode jr_curl_setopt_string(CURL *curl, CURLoption option, const char *value) { return curl_easy_setopt(curl, option, value); }
static inline CURLcode jr_curl_setopt_long(CURL *curl, CURLoption option, long value) { return curl_easy_setopt(curl, option, value); }
static inline CURLcode jr_curl_setopt_pointer(CURL *curl, CURLoption option, void *value) { return curl_easy_setopt(curl, option, value); }
static inline CURLcode jr_curl_setopt_list(CURL *curl, CURLoption option, struct curl_slist *value) { return curl_easy_setopt(curl, option, value); }
static inline CURLcode jr_curl_setopt_read(CURL *curl, curl_read_callback value) { return curl_easy_setopt(curl, CURLOPT_READFUNCTION, value); }
static inline CURLcode jr_curl_setopt_write(CURL *curl, curl_write_callback value) { return curl_easy_setopt(curl, CURLOPT_WRITEFUNCTION, value); }
static inline CURLcode jr_curl_getinfo_long(CURL *curl, CURLINFO info, long *value) { return curl_easy_getinfo(curl, info, value); }
static inline CURLcode jr_curl_getinfo_offset(CURL *curl, CURLINFO info, curl_off_t *value) { return curl_easy_getinfo(curl, info, value); }

#endif
