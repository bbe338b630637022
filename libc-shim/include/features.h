/* features.h -- glibc's feature-test header; here every interface is always
 * declared, so it only names the library. */
#ifndef _DIVM_FEATURES_H
#define _DIVM_FEATURES_H
#include <bits/cdefs.h>
#define __DIVM_LIBC__ 1
#endif
