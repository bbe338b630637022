/* shadow.h -- the shadow password database (libc-shim/src/shadow.c):
 * root alone, as <pwd.h>'s, and the line format of /etc/shadow. struct
 * spwd has glibc's layout. */
#ifndef _DIVM_SHADOW_H
#define _DIVM_SHADOW_H
#include <bits/cdefs.h>
#include <paths.h>
#include <stdio.h>
__DIVM_BEGIN_DECLS

#define SHADOW "/etc/shadow"

struct spwd {
    char *sp_namp;
    char *sp_pwdp;
    long int sp_lstchg;
    long int sp_min;
    long int sp_max;
    long int sp_warn;
    long int sp_inact;
    long int sp_expire;
    unsigned long int sp_flag;
};

void setspent(void);
void endspent(void);
struct spwd *getspent(void);
struct spwd *getspnam(const char *name);
struct spwd *sgetspent(const char *string);
struct spwd *fgetspent(FILE *stream);
int putspent(const struct spwd *p, FILE *stream);
int getspent_r(struct spwd *result_buf, char *buffer, size_t buflen, struct spwd **result);
int getspnam_r(const char *name, struct spwd *result_buf, char *buffer, size_t buflen, struct spwd **result);
int sgetspent_r(const char *string, struct spwd *result_buf, char *buffer, size_t buflen, struct spwd **result);
int fgetspent_r(FILE *stream, struct spwd *result_buf, char *buffer, size_t buflen, struct spwd **result);
int lckpwdf(void);
int ulckpwdf(void);

__DIVM_END_DECLS
#endif
