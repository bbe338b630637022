/* uchar.h -- C11 16- and 32-bit characters; the C locale's multibyte
 * encoding is ASCII, so only code points below 128 convert. */
#ifndef _DIVM_UCHAR_H
#define _DIVM_UCHAR_H
#include <bits/cdefs.h>
#include <stdint.h>
#include <wchar.h>
__DIVM_BEGIN_DECLS
#if !defined(__cplusplus)
typedef uint_least16_t char16_t;
typedef uint_least32_t char32_t;
#endif
size_t mbrtoc16(char16_t *__restrict pc16, const char *__restrict s, size_t n, mbstate_t *__restrict ps);
size_t c16rtomb(char *__restrict s, char16_t c16, mbstate_t *__restrict ps);
size_t mbrtoc32(char32_t *__restrict pc32, const char *__restrict s, size_t n, mbstate_t *__restrict ps);
size_t c32rtomb(char *__restrict s, char32_t c32, mbstate_t *__restrict ps);
__DIVM_END_DECLS
#endif
