// Two threads append one line each to the same file through their own streams; nothing orders them, so the file may start with either line and the assertion that it starts with "A" fails.
// EXPECT: error assert
// TAGS: threads files
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

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
    int first = fgetc(f);
    fclose(f);
    assert(first == 'A'); // ERROR
    return 0;
}
