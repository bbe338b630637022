/* wordexp.h -- shell word expansion (POSIX; glibc's values). divm runs no
 * shell: command substitution is WRDE_CMDSUB, arithmetic WRDE_NOSYS
 * (docs/libc.md). */
#ifndef _DIVM_WORDEXP_H
#define _DIVM_WORDEXP_H
#include <bits/cdefs.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

typedef struct {
    size_t we_wordc; /* words */
    char **we_wordv; /* we_offs NULLs, the words, then NULL */
    size_t we_offs;  /* slots reserved at the start (WRDE_DOOFFS) */
} wordexp_t;

#define WRDE_DOOFFS (1 << 0)
#define WRDE_APPEND (1 << 1)
#define WRDE_NOCMD (1 << 2)
#define WRDE_REUSE (1 << 3)
#define WRDE_SHOWERR (1 << 4)
#define WRDE_UNDEF (1 << 5)

#define WRDE_NOSYS (-1)
#define WRDE_NOSPACE 1
#define WRDE_BADCHAR 2
#define WRDE_BADVAL 3
#define WRDE_CMDSUB 4
#define WRDE_SYNTAX 5

int wordexp(const char *__restrict words, wordexp_t *__restrict we, int flags);
void wordfree(wordexp_t *we);

__DIVM_END_DECLS
#endif
