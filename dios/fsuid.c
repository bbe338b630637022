/* fsuid.c -- Linux's setfsuid and setfsgid. The file-system id follows
 * the effective one (a change of the effective id resets it, as on
 * Linux) unless set here; setting it needs root's effective uid or one of
 * the real, effective, saved or current file-system ids. Both calls
 * return the previous file-system id, whether or not they changed it (as
 * Linux, with no error status); -1 is no id and changes nothing. divm checks permissions as root's whatever
 * the ids (proc.c), so the id is recorded and reported, nothing more. */
#include "dios.h"
#include <sys/fsuid.h>
#include <unistd.h>

struct fsid {
    int set;          /* setfs*id changed it since ... */
    unsigned effective; /* ... the effective id was this */
    unsigned id;
};
static struct fsid fsu, fsg;

static unsigned current(const struct fsid *f, unsigned effective) {
    return f->set && f->effective == effective ? f->id : effective;
}

static int change(struct fsid *f, unsigned want, unsigned r, unsigned e, unsigned s) {
    unsigned old = current(f, e);
    if (want != (unsigned)-1 && (geteuid() == 0 || want == r || want == e || want == s || want == old)) {
        f->set = 1;
        f->effective = e;
        f->id = want;
    }
    return (int)old;
}

int setfsuid(uid_t uid) {
    uid_t r, e, s;
    getresuid(&r, &e, &s);
    return change(&fsu, uid, r, e, s);
}

int setfsgid(gid_t gid) {
    gid_t r, e, s;
    getresgid(&r, &e, &s);
    return change(&fsg, gid, r, e, s);
}
