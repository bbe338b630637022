#include <pthread.h>
int *gp, shared;
void *t(void *a) { shared = 1; return a; }
void f(void) {
    int x = 5;
    gp = &x;
    shared = 2;
    shared = 3;
}
int main(void) {
    pthread_t th;
    pthread_create(&th, 0, t, 0);
    f();
    int v = *gp;
    pthread_join(th, 0);
    return v;
}
