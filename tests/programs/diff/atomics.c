// Atomics: __atomic_* builtins (load/store/exchange/compare_exchange/fetch_op/op_fetch) and _Atomic/stdatomic operators.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdatomic.h>
#include <stdint.h>

_Atomic int ga = 5;
static _Atomic long long gll;

int main(void) {
    int x = 10;
    printf("load %d\n", __atomic_load_n(&x, __ATOMIC_SEQ_CST));
    __atomic_store_n(&x, 20, __ATOMIC_RELEASE);
    int old = __atomic_exchange_n(&x, 30, __ATOMIC_ACQ_REL);
    printf("xchg old %d new %d\n", old, x);
    int expected = 29;
    int ok = __atomic_compare_exchange_n(&x, &expected, 40, 0, __ATOMIC_SEQ_CST, __ATOMIC_SEQ_CST);
    printf("cas fail %d expected %d x %d\n", ok, expected, x);
    ok = __atomic_compare_exchange_n(&x, &expected, 40, 1, __ATOMIC_SEQ_CST, __ATOMIC_RELAXED);
    printf("cas ok %d x %d\n", ok, x);
    printf("fetch_add %d ", __atomic_fetch_add(&x, 5, __ATOMIC_SEQ_CST));
    printf("fetch_sub %d ", __atomic_fetch_sub(&x, 3, __ATOMIC_SEQ_CST));
    printf("fetch_and %d ", __atomic_fetch_and(&x, 0x3c, __ATOMIC_SEQ_CST));
    printf("fetch_or %d ", __atomic_fetch_or(&x, 0x101, __ATOMIC_SEQ_CST));
    printf("fetch_xor %d ", __atomic_fetch_xor(&x, 0xff, __ATOMIC_SEQ_CST));
    printf("fetch_nand %d ", __atomic_fetch_nand(&x, 0xf0, __ATOMIC_SEQ_CST));
    printf("now %d\n", x);
    printf("add_fetch %d sub_fetch %d\n", __atomic_add_fetch(&x, 1, __ATOMIC_SEQ_CST),
           __atomic_sub_fetch(&x, 2, __ATOMIC_SEQ_CST));
    unsigned char b = 250;
    printf("u8 wrap %u %u\n", __atomic_fetch_add(&b, 10, __ATOMIC_SEQ_CST), b);
    uint64_t w = 1;
    __atomic_fetch_or(&w, 1ull << 63, __ATOMIC_SEQ_CST);
    printf("u64 %llx\n", (unsigned long long)w);
    ga += 3;
    ga++;
    int v = atomic_fetch_add(&ga, 100);
    printf("ga %d %d\n", v, atomic_load(&ga));
    int e = 109;
    printf("strong %d ", atomic_compare_exchange_strong(&ga, &e, 7));
    printf("ga %d e %d\n", atomic_load_explicit(&ga, memory_order_relaxed), e);
    atomic_store(&gll, -1);
    gll -= 5;
    long long prev = atomic_exchange(&gll, 1LL << 40);
    printf("ll %lld %lld\n", prev, (long long)gll);
    atomic_flag fl = ATOMIC_FLAG_INIT;
    printf("flag %d %d\n", atomic_flag_test_and_set(&fl), atomic_flag_test_and_set(&fl));
    atomic_flag_clear(&fl);
    printf("flag after clear %d\n", atomic_flag_test_and_set(&fl));
    _Atomic double ad = 1.5;
    ad += 2.25;
    printf("double %g\n", (double)ad);
    __atomic_thread_fence(__ATOMIC_SEQ_CST);
    return 0;
}
