/* regex.h -- POSIX regular expressions, basic and extended (glibc's flag
 * and error values, its regoff_t and its GNU REG_STARTEND). */
#ifndef _DIVM_REGEX_H
#define _DIVM_REGEX_H
#include <bits/cdefs.h>
#define __need_size_t
#include <stddef.h>
__DIVM_BEGIN_DECLS

typedef int regoff_t;

typedef struct {
    void *__prog;  /* the compiled program (libc-shim/src/regex.c) */
    size_t re_nsub; /* parenthesised subexpressions */
    int __cflags;
} regex_t;

typedef struct {
    regoff_t rm_so; /* start offset, -1 if the subexpression did not take part */
    regoff_t rm_eo; /* end offset (one past the last byte) */
} regmatch_t;

/* regcomp flags */
#define REG_EXTENDED 1
#define REG_ICASE 2
#define REG_NEWLINE 4
#define REG_NOSUB 8

/* regexec flags */
#define REG_NOTBOL 1
#define REG_NOTEOL 2
#define REG_STARTEND 4

/* errors */
#define REG_ENOSYS (-1)
#define REG_NOERROR 0
#define REG_NOMATCH 1
#define REG_BADPAT 2
#define REG_ECOLLATE 3
#define REG_ECTYPE 4
#define REG_EESCAPE 5
#define REG_ESUBREG 6
#define REG_EBRACK 7
#define REG_EPAREN 8
#define REG_EBRACE 9
#define REG_BADBR 10
#define REG_ERANGE 11
#define REG_ESPACE 12
#define REG_BADRPT 13
#define REG_EEND 14
#define REG_ESIZE 15
#define REG_ERPAREN 16

int regcomp(regex_t *__restrict preg, const char *__restrict pattern, int cflags);
int regexec(const regex_t *__restrict preg, const char *__restrict string, size_t nmatch, regmatch_t pmatch[__restrict],
            int eflags);
size_t regerror(int errcode, const regex_t *__restrict preg, char *__restrict errbuf, size_t errbuf_size);
void regfree(regex_t *preg);

__DIVM_END_DECLS
#endif
