// A deadlock report names the lock by the program's own names, not by its address: thread 2 waits for the mutex inside the second element of a global array of structs, which main holds while it joins thread 2.
// EXPECT: error deadlock
#include <pthread.h>

struct account {
    int balance;
    pthread_mutex_t lock;
} accounts[3];

static void *deposit(void *arg) {
    struct account *a = arg;
    pthread_mutex_lock(&a->lock); // ERROR: blocked in pthread_mutex_lock on byte 8 of `accounts[1]`, held by thread 1
    a->balance++;
    pthread_mutex_unlock(&a->lock);
    return 0;
}

int main(void) {
    for (int i = 0; i < 3; i++)
        pthread_mutex_init(&accounts[i].lock, 0);
    pthread_mutex_lock(&accounts[1].lock);
    pthread_t t;
    pthread_create(&t, 0, deposit, &accounts[1]);
    pthread_join(t, 0);
    pthread_mutex_unlock(&accounts[1].lock);
    return 0;
}
