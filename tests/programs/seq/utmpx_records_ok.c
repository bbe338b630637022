// divm's utmpx database starts empty and lives in memory: pututxline
// appends a record or replaces the one with the same ut_id (process
// types) or type (RUN_LVL, BOOT_TIME...), getutxent walks them from
// setutxent, getutxid and getutxline search from the current position,
// and a search that finds nothing is NULL.
// EXPECT: safe
// FLAGS: --leak
#include <assert.h>
#include <string.h>
#include <utmpx.h>

static struct utmpx record(short type, const char *id, const char *line, const char *user, pid_t pid) {
    struct utmpx u;
    memset(&u, 0, sizeof u);
    u.ut_type = type;
    u.ut_pid = pid;
    strncpy(u.ut_id, id, sizeof u.ut_id);
    strncpy(u.ut_line, line, sizeof u.ut_line);
    strncpy(u.ut_user, user, sizeof u.ut_user);
    return u;
}

int main(void) {
    assert(sizeof(struct utmpx) == 384);
    setutxent();
    assert(getutxent() == NULL);
    struct utmpx boot = record(BOOT_TIME, "", "~", "reboot", 0);
    struct utmpx a = record(USER_PROCESS, "ts/1", "pts/1", "alice", 100);
    struct utmpx b = record(LOGIN_PROCESS, "tty1", "tty1", "LOGIN", 200);
    assert(pututxline(&boot) && pututxline(&a) && pututxline(&b));
    setutxent();
    struct utmpx *e = getutxent();
    assert(e && e->ut_type == BOOT_TIME);
    e = getutxent();
    assert(e && strcmp(e->ut_user, "alice") == 0);
    e = getutxent();
    assert(e && e->ut_pid == 200);
    assert(getutxent() == NULL);

    // alice logs out: the same id, now DEAD_PROCESS, replaces her entry
    struct utmpx dead = record(DEAD_PROCESS, "ts/1", "pts/1", "", 100);
    e = pututxline(&dead);
    assert(e && e->ut_type == DEAD_PROCESS);
    setutxent();
    struct utmpx key = record(USER_PROCESS, "ts/1", "", "", 0);
    e = getutxid(&key);
    assert(e && e->ut_type == DEAD_PROCESS && e->ut_pid == 100);
    setutxent();
    struct utmpx line = record(EMPTY, "", "pts/1", "", 0);
    assert(getutxline(&line) == NULL); // no longer a login or user process
    setutxent();
    strncpy(line.ut_line, "tty1", sizeof line.ut_line);
    e = getutxline(&line);
    assert(e && strcmp(e->ut_user, "LOGIN") == 0);
    struct utmpx bt = record(BOOT_TIME, "", "", "", 0);
    setutxent();
    e = getutxid(&bt);
    assert(e && strcmp(e->ut_user, "reboot") == 0);
    assert(getutxid(&bt) == NULL); // searched on from after it
    endutxent();
    return 0;
}
