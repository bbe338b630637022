/* mb.h -- the multibyte encoding that LC_CTYPE selects, shared by the
 * files that convert or classify characters: ASCII in the C locale,
 * glibc's UTF-8 in C.UTF-8 (up to six bytes, for values to 0x7fffffff;
 * no overlong forms, no surrogates). The codec is in wchar.c, the flag in
 * locale.c, the Unicode tables in unicode.c. */
#ifndef DIVM_LIBC_MB_H
#define DIVM_LIBC_MB_H
#include <stddef.h>
#include <wchar.h>

/* Nonzero while LC_CTYPE is a UTF-8 locale. */
extern int __divm_ctype_utf8;

/* mbrtowc's work on the n bytes at s (s not NULL, ps not NULL): the bytes
 * used, 0 for the NUL character, (size_t)-2 for an incomplete character
 * (kept in *ps) or (size_t)-1 with errno EILSEQ. */
size_t __divm_mbdecode(wchar_t *pwc, const char *s, size_t n, mbstate_t *ps);
/* wc's bytes at s (room for MB_LEN_MAX): their count, or (size_t)-1
 * with errno EILSEQ. */
size_t __divm_mbencode(char *s, wchar_t wc);
/* The same in UTF-8 whatever the locale: swprintf's bytes inside, which
 * only go from wide characters to wide characters. */
size_t __divm_utf8_decode(wchar_t *pwc, const char *s, size_t n, mbstate_t *ps);
size_t __divm_utf8_encode(char *s, wchar_t wc);

/* A character's classes, width and case in C.UTF-8, glibc's (unicode.c),
 * for c >= 0x80 (ASCII is <ctype.h>'s); one function each, so that a
 * program reads only the lookups it uses. */
int __divm_ualpha(wint_t c);
int __divm_uupper(wint_t c);
int __divm_ulower(wint_t c);
int __divm_uspace(wint_t c);
int __divm_ublank(wint_t c);
int __divm_ucntrl(wint_t c);
int __divm_uprint(wint_t c);
int __divm_uwidth(wint_t c);
wint_t __divm_utoupper(wint_t c);
wint_t __divm_utolower(wint_t c);

#endif
