// Peterson's lock without its turn variable: both threads can raise their flags and then wait for each other forever (a livelock in which both keep running, so weak fairness does not rule it out), and a raised flag is never lowered.
// EXPECT: error ltl
// FLAGS: --ltl G(flag[0]==1->F(flag[0]==0))
#include <pthread.h>
#include <stdatomic.h>

static _Atomic int flag[2];
static _Atomic int in_cs;

static void *worker(void *arg) {
    int me = (int)(long)arg;
    int other = 1 - me;
    flag[me] = 1;
    while (flag[other] == 1) // ERROR
        ;
    in_cs++;
    in_cs--;
    flag[me] = 0;
    return NULL;
}

int main(void) {
    pthread_t t[2];
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], NULL, worker, (void *)i);
    for (int i = 0; i < 2; i++)
        pthread_join(t[i], NULL);
    return 0;
}
