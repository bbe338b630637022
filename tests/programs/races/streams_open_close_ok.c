// Two threads open, write and close their own memory streams while main has one open: streams share nothing, so there is no race, and fcloseall (glibc's: closes nothing, divm's streams have nothing to flush) leaves main's usable.
// EXPECT: safe
// FLAGS: --data-races
#define _GNU_SOURCE
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <stdlib.h>

static void *worker(void *arg) {
    (void)arg;
    char *buf = NULL;
    size_t len = 0;
    FILE *f = open_memstream(&buf, &len);
    assert(f);
    fputs("x", f);
    fclose(f);
    free(buf);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    char *buf = NULL;
    size_t len = 0;
    FILE *mine = open_memstream(&buf, &len);
    pthread_create(&a, NULL, worker, NULL);
    pthread_create(&b, NULL, worker, NULL);
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    assert(fcloseall() == 0);
    fputs("main", mine);
    assert(len == 4);
    fclose(mine);
    free(buf);
    return 0;
}
