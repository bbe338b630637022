// x86 inline-asm atomics as hand-written code uses them (lock xadd, xchg,
// lock cmpxchg with the expected value in eax, lock incl, lock addq): each
// is the VM's atomic read-modify-write, so two threads' updates are never
// lost, the xchg spinlock excludes, and the totals are exact.
// EXPECT: safe
#include <pthread.h>
#include <stdio.h>
#include <assert.h>
static int counter, lockv;
static long total;
static int xadd(int *p, int v) { __asm__ __volatile__("lock; xaddl %0, %1" : "+r"(v), "+m"(*p) : : "memory"); return v; }
static int xchg(int *p, int v) { __asm__ __volatile__("xchgl %0, %1" : "=r"(v), "+m"(*p) : "0"(v) : "memory"); return v; }
static int cas(int *p, int old, int new) { int prev; __asm__ __volatile__("lock; cmpxchgl %2, %1" : "=a"(prev), "+m"(*p) : "r"(new), "0"(old) : "memory"); return prev; }
static void inc(int *p) { __asm__ __volatile__("lock; incl %0" : "+m"(*p) : : "memory"); }
static void add(long *p, long v) { __asm__ __volatile__("lock; addq %1, %0" : "+m"(*p) : "r"(v) : "memory"); }
static void lock(void) { while (xchg(&lockv, 1)) ; }
static void unlock(void) { __asm__ __volatile__("" ::: "memory"); lockv = 0; }
static int in_cs;
static void *worker(void *a) {
    (void)a;
    xadd(&counter, 2);
    inc(&counter);
    add(&total, 5);
    lock(); in_cs++; assert(in_cs == 1); in_cs--; unlock();
    int old;
    do { old = counter; } while (cas(&counter, old, old + 10) != old);
    return NULL;
}
int main(void) {
    pthread_t t[2];
    for (int i = 0; i < 2; i++) pthread_create(&t[i], NULL, worker, NULL);
    for (int i = 0; i < 2; i++) pthread_join(t[i], NULL);
    printf("%d %ld\n", counter, total);
    assert(counter == 26 && total == 10);
    return 0;
}
