// The two threads alternate correctly through a mutex-protected turn for one round, but the worker writes `data` once more after its last turn, while main reads it in its second round.
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

pthread_mutex_t m = PTHREAD_MUTEX_INITIALIZER;
int turn, data;

static void *worker(void *arg) {
    (void)arg;
    int mine = 0;
    while (!mine) {
        pthread_mutex_lock(&m);
        if (turn == 1) {
            data = 10;
            turn = 0;
            mine = 1;
        }
        pthread_mutex_unlock(&m);
    }
    data = 11; // ERROR-ANY
    return NULL;
}

int main(void) {
    pthread_t t;
    pthread_create(&t, NULL, worker, NULL);
    pthread_mutex_lock(&m);
    turn = 1;
    pthread_mutex_unlock(&m);
    int got = 0;
    while (!got) {
        pthread_mutex_lock(&m);
        got = turn == 0;
        pthread_mutex_unlock(&m);
    }
    int v = data; // ERROR-ANY
    pthread_join(t, NULL);
    return v == 10 || v == 11 ? 0 : 1;
}
