/* semopen.c -- named POSIX semaphores (sem_open, sem_close, sem_unlink)
 * between the threads of the process, with glibc's and Linux's rules:
 *
 * - a name is '/' (glibc skips any number) and then 1 to NAME_MAX - 4
 *   characters other than '/' (empty or with another '/': EINVAL; too
 *   long: ENAMETOOLONG);
 * - sem_open creates with O_CREAT (EEXIST with O_EXCL when it exists,
 *   ENOENT without O_CREAT when it does not; a value above SEM_VALUE_MAX:
 *   EINVAL); opening an open name again gives the same sem_t, as glibc's
 *   mapping does;
 * - the semaphore outlives its last sem_close until sem_unlink, as its
 *   file in /dev/shm does: a later sem_open finds its value. Each sem_t
 *   lives from its first open to its last close, so a use after the last
 *   sem_close is a use after free; closing it while a thread waits on it
 *   is an error (kind pthread). sem_close of anything sem_open did not
 *   give is EINVAL.
 *
 * Every call is one visible action, on a token that stands for all the
 * names. The semaphore itself is used as sem.c's unnamed ones. */
#include "dios.h"
#include "ipc.h"
#include <errno.h>
#include <fcntl.h>
#include <limits.h>
#include <semaphore.h>
#include <stdarg.h>

struct named {
    char *name;       /* without its leading slashes */
    sem_t *sem;       /* NULL while no sem_open holds it */
    unsigned value;   /* its value while closed */
    unsigned refs;    /* sem_open calls not yet closed */
    int unlinked;     /* the name is gone; the entry goes with the last close */
};

static struct named *table;
static unsigned ntable, table_cap;
static char *token; /* stands for the table */

static void visible(void) {
    if (!token)
        token = __dios_alloc(1);
    __dios_visible_entry(token, 1);
}

static int streq(const char *a, const char *b) {
    while (*a && *a == *b)
        a++, b++;
    return *a == *b;
}

/* The name past its slashes, or NULL with errno set. */
static const char *check_name(const char *name) {
    while (*name == '/')
        name++;
    size_t n = __dios_strlen(name);
    if (n == 0)
        return errno = EINVAL, (const char *)0;
    if (n > NAME_MAX - 4) /* (Linux's file is "sem." and the name) */
        return errno = ENAMETOOLONG, (const char *)0;
    for (size_t i = 0; i < n; i++)
        if (name[i] == '/')
            return errno = EINVAL, (const char *)0;
    return name;
}

/* The entry of a name not unlinked, or ntable. */
static unsigned find(const char *name) {
    unsigned i = 0;
    while (i < ntable && (table[i].unlinked || !streq(table[i].name, name)))
        i++;
    return i;
}

static void drop(unsigned i) {
    __vm_obj_free(table[i].name);
    table[i] = table[--ntable];
}

sem_t *sem_open(const char *name, int flags, ...) {
    visible();
    name = check_name(name);
    if (!name)
        return SEM_FAILED;
    unsigned i = find(name);
    if (i < ntable && (flags & O_CREAT) && (flags & O_EXCL))
        return errno = EEXIST, SEM_FAILED;
    if (i == ntable) {
        if (!(flags & O_CREAT))
            return errno = ENOENT, SEM_FAILED;
        va_list ap;
        va_start(ap, flags);
        (void)va_arg(ap, unsigned); /* the mode: kept by no one (one user) */
        unsigned value = va_arg(ap, unsigned);
        va_end(ap);
        if (value > SEM_VALUE_MAX)
            return errno = EINVAL, SEM_FAILED;
        table = __dios_grow(table, &table_cap, ntable + 1, sizeof *table);
        table[ntable++] = (struct named){__dios_strdup(name), 0, value, 0, 0};
    }
    struct named *e = &table[i];
    if (!e->sem) {
        e->sem = __dios_alloc(sizeof *e->sem);
        __vm_obj_shared(e->sem);
        sem_init(e->sem, 1, e->value);
    }
    e->refs++;
    return e->sem;
}

int sem_close(sem_t *s) {
    visible();
    unsigned i = 0;
    while (i < ntable && (!s || table[i].sem != s))
        i++;
    if (i == ntable)
        return errno = EINVAL, -1;
    struct named *e = &table[i];
    if (--e->refs)
        return 0;
    if (__dios_has_waiter(DIOS_W_SEM, DIOS_W_SEM, s))
        __dios_misuse("sem_close", "its last sem_close while a thread waits on the semaphore", s);
    e->value = s->__value;
    e->sem = 0;
    __vm_obj_free(s);
    if (e->unlinked)
        drop(i);
    return 0;
}

int sem_unlink(const char *name) {
    visible();
    name = check_name(name);
    unsigned i = name ? find(name) : ntable;
    if (i == ntable) /* (glibc: whatever is wrong with the name too) */
        return errno = ENOENT, -1;
    if (table[i].refs)
        table[i].unlinked = 1;
    else
        drop(i);
    return 0;
}
