// main joins the first worker before touching `slot`, but the second worker writes it too and is still running: joining one thread orders nothing with the other.
// EXPECT: error race
// FLAGS: --data-races
#include <pthread.h>

int slot;

static void *first(void *arg) {
    (void)arg;
    return NULL;
}

static void *second(void *arg) {
    (void)arg;
    slot = 2; // ERROR-ANY
    return NULL;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, NULL, first, NULL);
    pthread_create(&b, NULL, second, NULL);
    pthread_join(a, NULL);
    slot = 1; // ERROR-ANY
    pthread_join(b, NULL);
    return 0;
}
