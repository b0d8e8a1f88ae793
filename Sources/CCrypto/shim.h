#ifndef JUICE_REPORT_CCRYPTO_SHIM_H
#define JUICE_REPORT_CCRYPTO_SHIM_H

#include <openssl/hmac.h>
#include <openssl/evp.h>

#endif
