// A reader thread may open the file before the writer thread created it: the reader's fopen can fail, and the reader assumes it cannot.
// EXPECT: error assert
// TAGS: threads files
#include <assert.h>
#include <pthread.h>
#include <stdio.h>

static void *producer(void *arg) {
    (void)arg;
    FILE *f = fopen("/tmp/msg", "w");
    fputs("hi", f);
    fclose(f);
    return NULL;
}

static void *consumer(void *arg) {
    (void)arg;
    FILE *f = fopen("/tmp/msg", "r");
    assert(f != NULL); // ERROR
    fclose(f);
    return NULL;
}

int main(void) {
    pthread_t p, c;
    pthread_create(&p, NULL, producer, NULL);
    pthread_create(&c, NULL, consumer, NULL);
    pthread_join(p, NULL);
    pthread_join(c, NULL);
    return 0;
}
