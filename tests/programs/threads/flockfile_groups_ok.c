// Each thread writes two strings to one file between flockfile and
// funlockfile, and ftrylockfile fails while the other holds the lock: a
// thread's strings stay together ("aabb" or "bbaa", never "abab"), as with
// glibc's stream lock. Before, flockfile did nothing and "abab" was a false
// assertion failure.
// EXPECT: safe
// TAGS: threads stdio
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static FILE *f;

static void *writer(void *arg) {
    const char *s = arg;
    flockfile(f);
    fputs(s, f);
    fputs(s, f);
    funlockfile(f);
    return NULL;
}

int main(void) {
    f = fopen("/tmp/flockfile_groups", "w+");
    assert(f);
    pthread_t t[2];
    pthread_create(&t[0], NULL, writer, "a");
    pthread_create(&t[1], NULL, writer, "b");
    pthread_join(t[0], NULL);
    pthread_join(t[1], NULL);
    char buf[8] = {0};
    rewind(f);
    assert(fread(buf, 1, 4, f) == 4);
    assert(!strcmp(buf, "aabb") || !strcmp(buf, "bbaa"));
    assert(ftrylockfile(f) == 0);
    funlockfile(f);
    fclose(f);
    return 0;
}
