// Two threads open and close their own streams at once: the runtime's list of open streams (for fcloseall) changes atomically, so there is no race and the list stays whole (a final fcloseall finds only main's stream).
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
    fputs("main", mine);
    assert(fcloseall() == 0);
    assert(len == 4);
    free(buf);
    return 0;
}
