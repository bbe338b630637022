// Saved set-user-ID and set-group-ID (getresuid/setresuid and the gid
// forms, Linux and BSD): a daemon drops to a user while keeping root as
// the saved id, takes root back with seteuid, then drops for good;
// setreuid and setuid move the saved id as Linux's do, and an
// unprivileged process may only take ids it holds (EPERM). Checked
// natively as root.
// EXPECT: safe
#define _GNU_SOURCE
#include <assert.h>
#include <errno.h>
#include <unistd.h>

static void uid_is(uid_t r, uid_t e, uid_t s) {
    uid_t a, b, c;
    assert(getresuid(&a, &b, &c) == 0);
    assert(a == r && b == e && c == s);
    assert(getuid() == r && geteuid() == e);
}

static void gid_is(gid_t r, gid_t e, gid_t s) {
    gid_t a, b, c;
    assert(getresgid(&a, &b, &c) == 0);
    assert(a == r && b == e && c == s);
    assert(getgid() == r && getegid() == e);
}

int main(void) {
    uid_is(0, 0, 0);
    gid_is(0, 0, 0);

    /* groups first, while still privileged; -1 keeps an id */
    assert(setresgid(50, 50, (gid_t)-1) == 0);
    gid_is(50, 50, 0);
    assert(setregid((gid_t)-1, 60) == 0); /* effective not the old real: saved follows */
    gid_is(50, 60, 60);

    /* a temporary drop: root stays the saved id */
    assert(setresuid(1000, 1000, 0) == 0);
    uid_is(1000, 1000, 0);
    errno = 0;
    assert(setresuid(-1, 2000, -1) == -1 && errno == EPERM); /* 2000 is not held */
    errno = 0;
    assert(setgid(70) == -1 && errno == EPERM); /* no longer privileged */
    assert(setegid(50) == 0);                    /* the real gid is held */
    gid_is(50, 50, 60);
    assert(seteuid(0) == 0); /* back through the saved id */
    uid_is(1000, 0, 0);
    assert(setuid(0) == 0); /* privileged again: all three */
    uid_is(0, 0, 0);

    /* setreuid with a real id sets the saved id to the new effective one */
    assert(setreuid(1000, 1001) == 0);
    uid_is(1000, 1001, 1001);
    errno = 0;
    assert(seteuid(0) == -1 && errno == EPERM); /* root is gone */
    assert(setreuid(1001, 1000) == 0);           /* a swap is allowed */
    uid_is(1001, 1000, 1000);
    assert(setuid(1001) == 0); /* unprivileged: only the effective id */
    uid_is(1001, 1001, 1000);
    assert(setresuid(1000, -1, 1001) == 0); /* permutations of held ids */
    uid_is(1000, 1001, 1001);
    errno = 0;
    assert(setuid(0) == -1 && errno == EPERM);
    return 0;
}
