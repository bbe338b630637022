// Linux's setfsuid/setfsgid return the previous file-system id: it
// follows the effective id until set, root may set any id, -1 changes
// nothing, and a change of the effective id resets it; an unprivileged
// process may only take one of its own ids (the call still returns the
// old one). divm runs the program as root.
// EXPECT: safe
#include <assert.h>
#include <sys/fsuid.h>
#include <unistd.h>

int main(void) {
    assert(geteuid() == 0);
    assert(setfsuid(1000) == 0);
    assert(setfsuid(-1) == 1000);
    assert(setfsuid(0) == 1000);
    assert(setfsgid(50) == 0);
    assert(setfsgid(-1) == 50);
    // drop privileges: the file-system id follows the new effective id
    assert(setresuid(1000, 1000, 0) == 0);
    assert(setfsuid(-1) == 1000);
    assert(setfsuid(2000) == 1000); // not one of ours: refused
    assert(setfsuid(-1) == 1000);
    assert(setfsuid(0) == 1000); // the saved id is ours
    assert(setfsuid(-1) == 0);
    return 0;
}
