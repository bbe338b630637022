// main writes a global that a detached thread reads, then ends with pthread_exit: whichever of the two goes second runs alone, and the race is still reported (not `unknown`).
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

static int level;

static void *reader(void *arg) {
    (void)arg;
    int v = level; // ERROR-ANY
    return (void *)(long)v;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, 0, reader, 0);
    pthread_detach(t);
    level = 3; // ERROR-ANY
    pthread_exit(0);
}
