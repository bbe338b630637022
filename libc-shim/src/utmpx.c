/* utmpx.c -- POSIX's user accounting database, in memory and empty at
 * start (divm boots no system: no boot record, no logins). getutxent reads
 * the entries in turn from the current position (setutxent rewinds,
 * endutxent too); getutxid finds, from there on, an entry of the same
 * type for RUN_LVL, BOOT_TIME, NEW_TIME and OLD_TIME, or one of the four
 * process types with the same ut_id for those; getutxline an
 * LOGIN_PROCESS or USER_PROCESS entry with the same ut_line; pututxline
 * replaces the entry getutxid would find from the start, or appends one.
 * Each returns a copy in a static structure, NULL (ESRCH) when there is
 * none; EMPTY entries match nothing. */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <utmpx.h>

static struct utmpx *table;
static size_t count, pos;
static struct utmpx found;

void setutxent(void) { pos = 0; }
void endutxent(void) { pos = 0; }

struct utmpx *getutxent(void) {
    if (pos >= count)
        return errno = ESRCH, (struct utmpx *)NULL;
    found = table[pos++];
    return &found;
}

static int process(int t) { return t == INIT_PROCESS || t == LOGIN_PROCESS || t == USER_PROCESS || t == DEAD_PROCESS; }

static int matches_id(const struct utmpx *e, const struct utmpx *id) {
    if (id->ut_type == RUN_LVL || id->ut_type == BOOT_TIME || id->ut_type == NEW_TIME || id->ut_type == OLD_TIME)
        return e->ut_type == id->ut_type;
    if (process(id->ut_type))
        return process(e->ut_type) && memcmp(e->ut_id, id->ut_id, sizeof e->ut_id) == 0;
    return 0;
}

struct utmpx *getutxid(const struct utmpx *id) {
    for (; pos < count; pos++)
        if (matches_id(&table[pos], id)) {
            found = table[pos++];
            return &found;
        }
    return errno = ESRCH, (struct utmpx *)NULL;
}

struct utmpx *getutxline(const struct utmpx *line) {
    for (; pos < count; pos++) {
        const struct utmpx *e = &table[pos];
        if ((e->ut_type == LOGIN_PROCESS || e->ut_type == USER_PROCESS) &&
            strncmp(e->ut_line, line->ut_line, sizeof e->ut_line) == 0) {
            found = table[pos++];
            return &found;
        }
    }
    return errno = ESRCH, (struct utmpx *)NULL;
}

struct utmpx *pututxline(const struct utmpx *u) {
    struct utmpx copy = *u; /* u may be the static entry */
    size_t i = 0;
    while (i < count && !matches_id(&table[i], &copy))
        i++;
    if (i == count) {
        struct utmpx *t = realloc(table, (count + 1) * sizeof *t);
        if (!t)
            return NULL;
        table = t;
        count++;
    }
    table[i] = copy;
    found = copy;
    return &found;
}
