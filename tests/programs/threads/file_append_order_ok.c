// Two threads append one line each to the same file through their own streams: in every interleaving the file holds both lines, in one order or the other.
// EXPECT: safe
// TAGS: threads files
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void *writer(void *arg) {
    FILE *f = fopen("/tmp/log.txt", "a");
    fputs((const char *)arg, f);
    fclose(f);
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, writer, "A\n");
    pthread_create(&b, NULL, writer, "B\n");
    pthread_join(a, NULL);
    pthread_join(b, NULL);
    FILE *f = fopen("/tmp/log.txt", "r");
    char buf[8] = {0};
    size_t n = fread(buf, 1, sizeof buf - 1, f);
    fclose(f);
    assert(n == 4);
    assert(strcmp(buf, "A\nB\n") == 0 || strcmp(buf, "B\nA\n") == 0);
    return 0;
}
