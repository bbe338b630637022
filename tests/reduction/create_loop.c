/* Threads created in a loop (-DLOOP) or one by one: the loop's back edge
 * after a creation is not a state of its own, since interrupt_cfl counts
 * repeated points from the edge's visible action on. Same state count. */
#include <pthread.h>
static int g[2];

static void *w(void *arg) {
    g[(long)arg] = 1;
    return 0;
}

int main(void) {
    pthread_t t[2];
#ifdef LOOP
    for (long i = 0; i < 2; i++)
        pthread_create(&t[i], 0, w, (void *)i);
#else
    pthread_create(&t[0], 0, w, (void *)0);
    pthread_create(&t[1], 0, w, (void *)1);
#endif
    pthread_join(t[0], 0);
    pthread_join(t[1], 0);
    return 0;
}
