/* iconv.h -- character set conversion (POSIX) between UTF-8, ASCII,
 * ISO-8859-1, UTF-16LE/BE, UTF-32LE/BE and WCHAR_T. */
#ifndef _DIVM_ICONV_H
#define _DIVM_ICONV_H
#include <bits/cdefs.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

typedef void *iconv_t;

iconv_t iconv_open(const char *tocode, const char *fromcode);
size_t iconv(iconv_t cd, char **__restrict inbuf, size_t *__restrict inleft, char **__restrict outbuf,
             size_t *__restrict outleft);
int iconv_close(iconv_t cd);

__DIVM_END_DECLS
#endif
