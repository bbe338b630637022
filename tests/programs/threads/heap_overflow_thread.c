// A heap buffer of four ints is handed to a worker together with a wrong
// length; the worker writes one element past its end.
// EXPECT: error memory
// TAGS: threads memory overflow
#include <pthread.h>
#include <stdlib.h>

struct job { int *data; int len; };

static void *worker(void *arg) {
    struct job *j = arg;
    for (int i = 0; i < j->len; i++)
        j->data[i] = i * i; // ERROR
    return NULL;
}

int main(void) {
    struct job j;
    j.data = malloc(4 * sizeof(int));
    if (!j.data)
        return 1;
    j.len = 5;
    pthread_t t;
    pthread_create(&t, NULL, worker, &j);
    pthread_join(t, NULL);
    free(j.data);
    return 0;
}
