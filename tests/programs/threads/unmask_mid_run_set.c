// unmask_mid_run.c with the unmask written as a store of the FLAGS control
// register (__vm_ctl_get, __vm_ctl_set) instead of __vm_ctl_flag.
// A thread masks memory interrupts with the raw VM call, stores twice,
// unmasks, and stores again. After the unmask its stores are visible
// actions again, so the last one can be preempted and main can read the
// middle value. The interpreter's fast path must see FLAGS change inside
// one run of instructions: with the mask kept, main would never see 2.
// EXPECT: error assert
// TAGS: threads reduction hypercalls
#include <assert.h>
#include <hypercalls.h>
#include <pthread.h>
#include <stdint.h>

static volatile int x, y;

static void *writer(void *arg)
{
    (void)arg;
    __vm_ctl_flag(0, _VM_CF_MASK_MEM);
    x = 1;
    x = 2;
    __vm_ctl_set(_VM_CR_FLAGS, __vm_ctl_get(_VM_CR_FLAGS) & ~(uint64_t)_VM_CF_MASK_MEM);
    y = 1;
    x = 3;
    return 0;
}

int main(void)
{
    pthread_t t;
    pthread_create(&t, 0, writer, 0);
    assert(x != 2); // ERROR
    pthread_join(t, 0);
    return 0;
}
