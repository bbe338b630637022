// call_once from two threads and main: the initialiser runs exactly once, and
// every caller sees its effect after call_once returns.
// EXPECT: safe
// TAGS: threads c11 once
#include <assert.h>
#include <threads.h>

static once_flag flag = ONCE_FLAG_INIT;
static int init_calls, table[3];

static void init(void) {
    init_calls++;
    for (int i = 0; i < 3; i++)
        table[i] = i * i;
}

static int worker(void *arg) {
    (void)arg;
    call_once(&flag, init);
    assert(table[2] == 4);
    return 0;
}

int main(void) {
    thrd_t a, b;
    thrd_create(&a, worker, NULL);
    thrd_create(&b, worker, NULL);
    call_once(&flag, init);
    assert(table[1] == 1);
    thrd_join(a, NULL);
    thrd_join(b, NULL);
    assert(init_calls == 1);
    return 0;
}
