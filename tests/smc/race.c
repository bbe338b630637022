// Two threads increment a shared counter without a lock; under uniform
// scheduling an update is lost with a probability that `--exact` computes
// by enumerating every path.
#include <pthread.h>
#include <divm.h>

int x;
int finished;

static void *inc(void *arg) {
    (void)arg;
    int v = x;
    x = v + 1;
    return 0;
}

int main(void) {
    pthread_t a, b;
    pthread_create(&a, 0, inc, 0);
    pthread_create(&b, 0, inc, 0);
    pthread_join(a, 0);
    pthread_join(b, 0);
    finished = 1;
    if (x == 1)
        divm_label("lost");
    return 0;
}
