/* boot.c -- __boot: read the driver's environment, build the OS state and
 * the main thread (docs/runtime-abi.md, "Boot"). */
#include "dios.h"
#include "fs.h"
#include <stdlib.h>
#include <unistd.h>

int main(int argc, char **argv, char **envp);

/* "key=value": return value if `kv` has key `key`, else NULL. */
static const char *value_of(const char *kv, const char *key) {
    while (*key && *kv == *key)
        kv++, key++;
    return (*key == 0 && *kv == '=') ? kv + 1 : NULL;
}

static long long parse_ll(const char *s) {
    int neg = 0;
    long long v = 0;
    if (*s == '-' || *s == '+')
        neg = *s++ == '-';
    while (*s >= '0' && *s <= '9')
        v = v * 10 + (*s++ - '0');
    return neg ? -v : v;
}

static int parse_flag(const char *s) { return s[0] != 0 && !(s[0] == '0' && s[1] == 0); }

/* The main thread: the constructors, main(argc, argv, envp), then exit
 * with its result. */
static void main_trampoline(void *unused) {
    (void)unused;
    __dios_run_ctors();
    struct dios_state *st = __dios_state();
    int r = main(st->argc, st->argv, st->envp);
    exit(r);
}

void __boot(const char *const *env) {
    struct dios_state *st = __dios_alloc(sizeof *st);
    __vm_ctl_set(_VM_CR_STATE, (uint64_t)(uintptr_t)st);
    st->mode = DIOS_MODE_CHECK;
    st->clock_ns = 0;

    unsigned nargs = 1, nenv = 0;
    for (const char *const *e = env; e && *e; e++) {
        const char *v;
        if ((v = value_of(*e, "divm.mode"))) {
            if (v[0] == 'r')
                st->mode = DIOS_MODE_RUN;
            else if (v[0] == 's')
                st->mode = DIOS_MODE_SMC;
            else
                st->mode = DIOS_MODE_CHECK;
        } else if ((v = value_of(*e, "divm.malloc-may-fail"))) {
            st->malloc_may_fail = parse_flag(v);
        } else if ((v = value_of(*e, "divm.ignore-exit-status"))) {
            st->ignore_exit = parse_flag(v);
        } else if ((v = value_of(*e, "divm.describe"))) {
            st->describe = parse_flag(v);
        } else if ((v = value_of(*e, "divm.abort-ends-path"))) {
            st->abort_ends_path = parse_flag(v);
        } else if ((v = value_of(*e, "divm.ltl"))) {
            st->ltl = parse_flag(v);
        } else if ((v = value_of(*e, "divm.por"))) {
            st->por = parse_flag(v);
        } else if ((v = value_of(*e, "divm.float-ieee"))) {
            st->float_ieee = parse_flag(v);
        } else if ((v = value_of(*e, "divm.ub-overflow"))) {
            st->ub_overflow = parse_flag(v);
        } else if ((v = value_of(*e, "divm.spurious-wakeups"))) {
            st->spurious = parse_flag(v);
        } else if ((v = value_of(*e, "divm.symbolic"))) {
            st->symbolic = parse_flag(v);
        } else if ((v = value_of(*e, "divm.nondet-lo"))) {
            st->nondet_lo = parse_ll(v);
            st->nondet_lo_set = 1;
        } else if ((v = value_of(*e, "divm.nondet-hi"))) {
            st->nondet_hi = parse_ll(v);
            st->nondet_hi_set = 1;
        } else if ((v = value_of(*e, "divm.file"))) {
            __dios_fs_add_file(v);
        } else if ((v = value_of(*e, "divm.stdin"))) {
            __dios_fs_set_stdin(v);
        } else if (value_of(*e, "divm.arg")) {
            nargs++;
        } else if (value_of(*e, "divm.env")) {
            nenv++;
        }
    }

    /* argv and the environment are OS memory: never reported as leaks. */
    st->argv = __dios_alloc((nargs + 1) * sizeof(char *));
    st->envp = __dios_alloc((nenv + 1) * sizeof(char *));
    st->argv[0] = __dios_strdup("prog");
    unsigned ia = 1, ie = 0;
    for (const char *const *e = env; e && *e; e++) {
        const char *v;
        if ((v = value_of(*e, "divm.arg")))
            st->argv[ia++] = __dios_strdup(v);
        else if ((v = value_of(*e, "divm.env")))
            st->envp[ie++] = __dios_strdup(v);
    }
    st->argc = (int)nargs;
    st->special = st->mode != DIOS_MODE_CHECK; /* run and smc choose among ready threads */
    environ = st->envp;

    uint64_t tmpl = __vm_ctl_get(_VM_CR_TLS);
    st->tls_template = (void *)(uintptr_t)tmpl;
    st->next_tid = 1;
    st->thread_table_token = __dios_alloc(1);
    __vm_obj_shared(st->thread_table_token);
    struct dios_thread *t = __dios_new_thread();
    t->tls_block = __dios_tls_block();
    t->frame = __vm_frame_make(main_trampoline, NULL, NULL);
    __dios_set_self(t);

    __vm_ctl_set(_VM_CR_SCHEDULER, (uint64_t)(uintptr_t)&__dios_schedule);
    __vm_ctl_set(_VM_CR_FAULT_HANDLER, (uint64_t)(uintptr_t)&__dios_fault);
    __vm_ctl_set(_VM_CR_INTERRUPT_HANDLER, (uint64_t)(uintptr_t)&__dios_interrupt);
    __dios_solo(st);
}
