// prctl(PR_SET_NAME/PR_GET_NAME) (<sys/prctl.h>, Linux): threads name
// themselves for logs; a long name is cut to 15 characters (where
// pthread_setname_np refuses it), a 16-byte name buffer without a NUL is
// read no further, and the name is the one pthread_getname_np sees.
// Another operation fails with EINVAL. divm had no <sys/prctl.h>.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>
#include <sys/prctl.h>

static void *worker(void *arg) {
    char name[16], seen[16];
    snprintf(name, sizeof name, "worker-%d", *(int *)arg);
    prctl(PR_SET_NAME, name, 0, 0, 0);
    prctl(PR_GET_NAME, seen, 0, 0, 0);
    printf("[%s] started\n", seen);
    return NULL;
}

int main(void) {
    char buf[16];
    printf("%d\n", prctl(PR_SET_NAME, "main-loop", 0, 0, 0));
    printf("%d [", prctl(PR_GET_NAME, buf, 0, 0, 0));
    printf("%s]\n", buf);
    prctl(PR_SET_NAME, "a-much-longer-thread-name");
    prctl(PR_GET_NAME, buf);
    printf("cut [%s] %zu\n", buf, strlen(buf));
    char full[16];
    memset(full, 'x', sizeof full); /* no NUL: only 16 bytes are read */
    prctl(PR_SET_NAME, full);
    pthread_getname_np(pthread_self(), buf, sizeof buf);
    printf("no nul [%s]\n", buf);
    for (int i = 1; i <= 2; i++) {
        pthread_t t;
        pthread_create(&t, NULL, worker, &i);
        pthread_join(t, NULL);
    }
    errno = 0;
    int r = prctl(-1, 0, 0, 0, 0);
    printf("unknown %d %d\n", r, errno == EINVAL);
    return 0;
}
