// main copies a message into a shared buffer with memcpy while the worker reads the buffer's first byte: the copy's write races with the read.
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>
#include <string.h>

char buf[8];

static void *reader(void *arg) {
    (void)arg;
    char c = buf[0]; // ERROR-ANY
    return (void *)(long)c;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, reader, NULL);
    memcpy(buf, "hello", 6); // ERROR-ANY
    pthread_join(t, NULL);
    return 0;
}
