/* tls.c -- thread-local storage: the __thread block of each thread, and
 * pthread keys. Key destructors are kept in the OS state, values in each
 * thread's `tls` array; destructors run when a thread exits (not on exit()
 * from the process, as POSIX says). */
#include "dios.h"
#include <errno.h>
#include <pthread.h>

/* The VM hands over the initial image of all __thread variables in the
 * TLS register at boot; every thread gets its own copy, and the scheduler
 * points the register at the running thread's block. */
void *__dios_tls_block(void) {
    void *tmpl = __dios_state()->tls_template;
    if (!tmpl)
        return NULL;
    size_t n = __vm_obj_size(tmpl);
    if (n == 0) /* no __thread variables: nothing to copy */
        return tmpl;
    void *b = __vm_obj_make(n, _VM_OK_SYSTEM);
    __builtin_memcpy(b, tmpl, n);
    return b;
}

/* A finished thread's block is freed, so a pointer to its variables that
 * outlives it is caught as a use after free. */
void __dios_tls_free(struct dios_thread *t) {
    void *b = t->tls_block;
    t->tls_block = NULL;
    if (b && b != __dios_state()->tls_template)
        __vm_obj_free(b);
}

int pthread_key_create(pthread_key_t *key, void (*dtor)(void *)) {
    struct dios_state *st = __dios_state();
    unsigned k = 0;
    while (k < st->nkeys && st->keys[k].used)
        k++;
    if (k >= PTHREAD_KEYS_MAX)
        return EAGAIN;
    if (k == st->nkeys) {
        st->keys = __dios_grow(st->keys, &st->keys_cap, k + 1, sizeof *st->keys);
        st->nkeys = k + 1;
    }
    /* a reused key starts out NULL in every thread */
    for (unsigned i = 0; i < st->nthreads; i++) {
        struct dios_thread *t = st->threads[i];
        if (k < t->ntls)
            t->tls[k] = NULL;
    }
    st->keys[k].used = 1;
    st->keys[k].dtor = dtor;
    *key = k;
    return 0;
}

int pthread_key_delete(pthread_key_t key) {
    struct dios_state *st = __dios_state();
    if (key >= st->nkeys || !st->keys[key].used)
        return EINVAL;
    st->keys[key].used = 0;
    st->keys[key].dtor = NULL;
    return 0;
}

void *pthread_getspecific(pthread_key_t key) {
    struct dios_thread *t = __dios_self();
    return key < t->ntls ? t->tls[key] : NULL;
}

int pthread_setspecific(pthread_key_t key, const void *v) {
    struct dios_state *st = __dios_state();
    if (key >= st->nkeys || !st->keys[key].used)
        return EINVAL;
    struct dios_thread *t = __dios_self();
    if (key >= t->ntls) {
        unsigned cap = t->ntls;
        t->tls = __dios_grow(t->tls, &cap, st->nkeys, sizeof *t->tls);
        t->ntls = cap;
    }
    t->tls[key] = (void *)(uintptr_t)v;
    return 0;
}

void __dios_run_key_dtors(struct dios_thread *t) {
    for (int round = 0; round < PTHREAD_DESTRUCTOR_ITERATIONS; round++) {
        int ran = 0;
        for (unsigned k = 0; k < t->ntls; k++) {
            struct dios_state *st = __dios_state();
            void *v = t->tls[k];
            if (!v || k >= st->nkeys || !st->keys[k].used || !st->keys[k].dtor)
                continue;
            t->tls[k] = NULL;
            st->keys[k].dtor(v);
            ran = 1;
        }
        if (!ran)
            break;
    }
}
