/* shadow.c -- the shadow password database: root alone, as pwd.c's
 * (password "*", no aging fields: -1, sp_flag ~0), and /etc/shadow's line
 * format for sgetspent, fgetspent and putspent: nine fields separated by
 * ':', the six numbers empty for "none" (-1; ~0 for sp_flag); a line with
 * another number of fields or a field that is not a number is no entry
 * (sgetspent: NULL with EINVAL; fgetspent skips it). The _r forms copy
 * the strings into the caller's buffer (ERANGE if it is too short) and
 * return 0 with *result NULL when there is no entry. lckpwdf and ulckpwdf
 * succeed: one process, run as root. */
#include <errno.h>
#include <shadow.h>
#include <stdlib.h>
#include <string.h>

static char root_name[] = "root", root_pwd[] = "*";
static const struct spwd root = {root_name, root_pwd, -1, -1, -1, -1, -1, -1, ~0ul};
static int next_entry; /* getspent's position: 0 root, 1 the end */

void setspent(void) { next_entry = 0; }
void endspent(void) { next_entry = 0; }

/* Copies src's strings into buf. */
static int copy(const struct spwd *src, struct spwd *dst, char *buf, size_t len, struct spwd **result) {
    size_t a = strlen(src->sp_namp) + 1, b = strlen(src->sp_pwdp) + 1;
    *result = NULL;
    if (a + b > len)
        return ERANGE;
    *dst = *src;
    dst->sp_namp = memcpy(buf, src->sp_namp, a);
    dst->sp_pwdp = memcpy(buf + a, src->sp_pwdp, b);
    *result = dst;
    return 0;
}

int getspent_r(struct spwd *r, char *buf, size_t len, struct spwd **result) {
    *result = NULL;
    if (next_entry > 0)
        return ENOENT;
    int e = copy(&root, r, buf, len, result);
    if (!e)
        next_entry++;
    return e;
}

int getspnam_r(const char *name, struct spwd *r, char *buf, size_t len, struct spwd **result) {
    *result = NULL;
    return strcmp(name, "root") == 0 ? copy(&root, r, buf, len, result) : 0;
}

static struct spwd static_entry;
static char static_buf[1024];

struct spwd *getspent(void) {
    struct spwd *r;
    return getspent_r(&static_entry, static_buf, sizeof static_buf, &r) ? NULL : r;
}

struct spwd *getspnam(const char *name) {
    struct spwd *r;
    return getspnam_r(name, &static_entry, static_buf, sizeof static_buf, &r) ? NULL : r;
}

/* A number field: empty is `none`; 0 if it is not a number. */
static int num(const char *s, long *out, long none) {
    if (!*s) {
        *out = none;
        return 1;
    }
    char *end;
    errno = 0;
    long v = strtol(s, &end, 10);
    if (*end || errno)
        return 0;
    *out = v;
    return 1;
}

int sgetspent_r(const char *s, struct spwd *r, char *buf, size_t len, struct spwd **result) {
    *result = NULL;
    size_t n = strlen(s);
    if (n + 1 > len)
        return ERANGE;
    memcpy(buf, s, n + 1);
    if (n && buf[n - 1] == '\n')
        buf[--n] = 0;
    char *f[9];
    int k = 0;
    char *p = buf;
    f[k++] = p;
    for (; *p; p++)
        if (*p == ':') {
            if (k == 9)
                return EINVAL;
            *p = 0;
            f[k++] = p + 1;
        }
    if (k != 9)
        return EINVAL;
    long v[7];
    int saved = errno;
    for (int i = 0; i < 6; i++)
        if (!num(f[2 + i], &v[i], -1))
            return errno = saved, EINVAL;
    if (!num(f[8], &v[6], -1))
        return errno = saved, EINVAL;
    errno = saved;
    r->sp_namp = f[0];
    r->sp_pwdp = f[1];
    r->sp_lstchg = v[0];
    r->sp_min = v[1];
    r->sp_max = v[2];
    r->sp_warn = v[3];
    r->sp_inact = v[4];
    r->sp_expire = v[5];
    r->sp_flag = (unsigned long)v[6];
    *result = r;
    return 0;
}

struct spwd *sgetspent(const char *s) {
    struct spwd *r;
    int e = sgetspent_r(s, &static_entry, static_buf, sizeof static_buf, &r);
    if (e)
        errno = e;
    return e ? NULL : r;
}

int fgetspent_r(FILE *stream, struct spwd *r, char *buf, size_t len, struct spwd **result) {
    *result = NULL;
    char line[1024];
    while (fgets(line, sizeof line, stream)) {
        int e = sgetspent_r(line, r, buf, len, result);
        if (e == ERANGE)
            return e;
        if (!e)
            return 0;
    }
    return ENOENT;
}

struct spwd *fgetspent(FILE *stream) {
    struct spwd *r;
    return fgetspent_r(stream, &static_entry, static_buf, sizeof static_buf, &r) ? NULL : r;
}

static int put_num(FILE *f, long v, int last) {
    int r = v == -1 ? 0 : fprintf(f, "%ld", v);
    return r < 0 || (!last && fputc(':', f) == EOF) ? -1 : 0;
}

int putspent(const struct spwd *p, FILE *f) {
    if (fprintf(f, "%s:%s:", p->sp_namp, p->sp_pwdp ? p->sp_pwdp : "") < 0)
        return -1;
    if (put_num(f, p->sp_lstchg, 0) || put_num(f, p->sp_min, 0) || put_num(f, p->sp_max, 0) || put_num(f, p->sp_warn, 0) ||
        put_num(f, p->sp_inact, 0) || put_num(f, p->sp_expire, 0))
        return -1;
    if (p->sp_flag != ~0ul && fprintf(f, "%lu", p->sp_flag) < 0)
        return -1;
    return fputc('\n', f) == EOF ? -1 : 0;
}

int lckpwdf(void) { return 0; }
int ulckpwdf(void) { return 0; }
