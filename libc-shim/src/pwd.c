/* pwd.c -- the user and group databases: root alone (uid and gid 0). A
 * name or id not found gives NULL (the _r forms: 0 and *result NULL),
 * without errno, as POSIX says for "not found". */
#include <errno.h>
#include <grp.h>
#include <pwd.h>
#include <string.h>

static char root_name[] = "root", no_passwd[] = "x", root_dir[] = "/root", root_shell[] = "/bin/sh";
static struct passwd root_user = {root_name, no_passwd, 0, 0, root_name, root_dir, root_shell};
static char *no_members[] = {NULL};
static struct group root_group = {root_name, no_passwd, 0, no_members};

struct passwd *getpwnam(const char *name) { return strcmp(name, "root") == 0 ? &root_user : NULL; }
struct passwd *getpwuid(uid_t uid) { return uid == 0 ? &root_user : NULL; }

/* Copies s into the caller's buffer; NULL if it does not fit. */
static char *put(char **buf, size_t *len, const char *s) {
    size_t n = strlen(s) + 1;
    if (n > *len)
        return NULL;
    char *d = memcpy(*buf, s, n);
    *buf += n, *len -= n;
    return d;
}

static int copy_user(const struct passwd *src, struct passwd *pwd, char *buf, size_t len, struct passwd **result) {
    *result = NULL;
    if (!src)
        return 0;
    *pwd = *src;
    if (!(pwd->pw_name = put(&buf, &len, src->pw_name)) || !(pwd->pw_passwd = put(&buf, &len, src->pw_passwd)) ||
        !(pwd->pw_gecos = put(&buf, &len, src->pw_gecos)) || !(pwd->pw_dir = put(&buf, &len, src->pw_dir)) ||
        !(pwd->pw_shell = put(&buf, &len, src->pw_shell)))
        return ERANGE;
    *result = pwd;
    return 0;
}

int getpwnam_r(const char *name, struct passwd *pwd, char *buf, size_t len, struct passwd **result) {
    return copy_user(getpwnam(name), pwd, buf, len, result);
}

int getpwuid_r(uid_t uid, struct passwd *pwd, char *buf, size_t len, struct passwd **result) {
    return copy_user(getpwuid(uid), pwd, buf, len, result);
}

static int pw_next, gr_next; /* where getpwent and getgrent stand */
struct passwd *getpwent(void) { return pw_next++ == 0 ? &root_user : NULL; }
void setpwent(void) { pw_next = 0; }
void endpwent(void) { pw_next = 0; }

struct group *getgrnam(const char *name) { return strcmp(name, "root") == 0 ? &root_group : NULL; }
struct group *getgrgid(gid_t gid) { return gid == 0 ? &root_group : NULL; }

static int copy_group(const struct group *src, struct group *grp, char *buf, size_t len, struct group **result) {
    *result = NULL;
    if (!src)
        return 0;
    *grp = *src;
    /* the member list (empty: one NULL), aligned, then the strings */
    size_t pad = (sizeof(char *) - (size_t)((__UINTPTR_TYPE__)buf % sizeof(char *))) % sizeof(char *);
    if (len < pad + sizeof(char *))
        return ERANGE;
    char **mem = (char **)(buf + pad);
    mem[0] = NULL;
    buf += pad + sizeof(char *), len -= pad + sizeof(char *);
    grp->gr_mem = mem;
    if (!(grp->gr_name = put(&buf, &len, src->gr_name)) || !(grp->gr_passwd = put(&buf, &len, src->gr_passwd)))
        return ERANGE;
    *result = grp;
    return 0;
}

int getgrnam_r(const char *name, struct group *grp, char *buf, size_t len, struct group **result) {
    return copy_group(getgrnam(name), grp, buf, len, result);
}

int getgrgid_r(gid_t gid, struct group *grp, char *buf, size_t len, struct group **result) {
    return copy_group(getgrgid(gid), grp, buf, len, result);
}

struct group *getgrent(void) { return gr_next++ == 0 ? &root_group : NULL; }
void setgrent(void) { gr_next = 0; }
void endgrent(void) { gr_next = 0; }
