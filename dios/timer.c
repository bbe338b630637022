/* timer.c -- POSIX timers: timer_create, timer_settime, timer_gettime,
 * timer_getoverrun, timer_delete, on the OS clock (st->clock_ns, time.c).
 * As for alarm (alarm.c), nothing interrupts a running thread: a timer
 * expires where the process lets time pass, in a sleep that reaches it,
 * in pause, sigsuspend and sigwait, which wait for the next expiry
 * that can end them, or when every thread is blocked (__dios_timer_idle,
 * at the end). Its notification then happens: SIGEV_SIGNAL
 * generates the signal for the waiting thread (delivered with SI_TIMER and
 * the sigev_value, or pending while blocked: each expiry while it is
 * pending is an overrun), SIGEV_THREAD starts a detached thread running
 * the function, SIGEV_NONE does nothing (timer_gettime shows the time
 * left). */
#include "dios.h"
#include <errno.h>
#include <limits.h>
#include <pthread.h>
#include <signal.h>
#include <time.h>

#define NS 1000000000ull

struct dios_timer {
    int used;
    int clock;            /* CLOCK_REALTIME or CLOCK_MONOTONIC */
    int notify;           /* SIGEV_* */
    int signo;
    void *value;          /* sigev_value (as sival_ptr) */
    void (*fn)(union sigval);
    uint64_t expire;      /* the clock_ns of its next expiry; 0: disarmed */
    uint64_t interval;    /* it re-arms with this period (ns), or 0 */
    int overrun;          /* expiries while its signal was pending */
};

static struct dios_timer *find(timer_t id) {
    struct dios_state *st = __dios_state();
    uintptr_t i = (uintptr_t)id;
    if (i >= st->ntimers || !st->timers[i].used)
        return NULL;
    return &st->timers[i];
}

int timer_create(clockid_t clock, struct sigevent *restrict sev, timer_t *restrict id) {
    if (clock != CLOCK_REALTIME && clock != CLOCK_MONOTONIC && clock != CLOCK_BOOTTIME)
        return errno = clock == CLOCK_PROCESS_CPUTIME_ID || clock == CLOCK_THREAD_CPUTIME_ID ? ENOTSUP : EINVAL, -1;
    int notify = sev ? sev->sigev_notify : SIGEV_SIGNAL;
    int signo = sev ? sev->sigev_signo : SIGALRM;
    if (notify != SIGEV_SIGNAL && notify != SIGEV_NONE && notify != SIGEV_THREAD)
        return errno = EINVAL, -1; /* (SIGEV_THREAD_ID, Linux's, is not provided) */
    if (notify == SIGEV_SIGNAL && (signo <= 0 || signo >= DIOS_NSIG))
        return errno = EINVAL, -1;
    if (notify == SIGEV_THREAD && !sev->sigev_notify_function)
        return errno = EINVAL, -1;
    struct dios_state *st = __dios_state();
    unsigned i = 0;
    while (i < st->ntimers && st->timers[i].used)
        i++;
    if (i == st->ntimers) {
        if (i >= 1024)
            return errno = EAGAIN, -1;
        st->timers = __dios_grow(st->timers, &st->timers_cap, i + 1, sizeof *st->timers);
        st->ntimers++;
    }
    struct dios_timer *t = &st->timers[i];
    __builtin_memset(t, 0, sizeof *t);
    t->used = 1;
    t->clock = clock;
    t->notify = notify;
    t->signo = signo;
    if (sev) {
        t->value = sev->sigev_value.sival_ptr;
        t->fn = sev->sigev_notify_function;
    } else {
        t->value = (void *)(uintptr_t)i; /* Linux: the timer's id */
    }
    *id = (timer_t)(uintptr_t)i; /* (Linux's ids start at 0 too) */
    return 0;
}

int timer_delete(timer_t id) {
    struct dios_timer *t = find(id);
    if (!t)
        return errno = EINVAL, -1;
    t->used = 0;
    t->expire = 0;
    return 0;
}

/* A SIGEV_NONE timer expires with nobody told: bring it up to the clock. */
static void catch_up(struct dios_timer *t) {
    uint64_t now = __dios_clock();
    if (t->notify != SIGEV_NONE || !t->expire || t->expire > now)
        return;
    if (!t->interval) {
        t->expire = 0;
        return;
    }
    uint64_t n = (now - t->expire) / t->interval + 1;
    t->expire += n * t->interval;
}

static uint64_t ts_ns(const struct timespec *ts) { return (uint64_t)ts->tv_sec * NS + (uint64_t)ts->tv_nsec; }
static struct timespec ns_ts(uint64_t ns) { return (struct timespec){(time_t)(ns / NS), (long)(ns % NS)}; }
static int ts_valid(const struct timespec *ts) { return ts->tv_sec >= 0 && ts->tv_nsec >= 0 && ts->tv_nsec < (long)NS; }

int timer_gettime(timer_t id, struct itimerspec *value) {
    struct dios_timer *t = find(id);
    if (!t)
        return errno = EINVAL, -1;
    catch_up(t);
    uint64_t now = __dios_clock();
    value->it_interval = ns_ts(t->interval);
    /* (an armed timer never reads 0: it is due, not yet notified) */
    value->it_value = ns_ts(!t->expire ? 0 : t->expire > now ? t->expire - now : 1);
    return 0;
}

int timer_settime(timer_t id, int flags, const struct itimerspec *restrict value, struct itimerspec *restrict old) {
    struct dios_timer *t = find(id);
    if (!t || !ts_valid(&value->it_value) || !ts_valid(&value->it_interval))
        return errno = EINVAL, -1;
    if (old)
        timer_gettime(id, old);
    uint64_t v = ts_ns(&value->it_value), now = __dios_clock();
    if (v == 0) {
        t->expire = 0;
        t->interval = 0;
        return 0;
    }
    t->interval = ts_ns(&value->it_interval);
    t->overrun = 0;
    __dios_state()->idle = __dios_timer_idle;
    if (flags & TIMER_ABSTIME) {
        /* the clock's reading of st->clock_ns: CLOCK_REALTIME counts from
         * the epoch (time.c); a time already past expires at once */
        uint64_t base = t->clock == CLOCK_REALTIME ? DIOS_EPOCH_S * NS : 0;
        v = v > base + now ? v - base : now;
        t->expire = v ? v : 1;
    } else {
        t->expire = now + v;
    }
    return 0;
}

int timer_getoverrun(timer_t id) {
    struct dios_timer *t = find(id);
    if (!t)
        return errno = EINVAL, -1;
    return t->overrun;
}

static uint64_t bit(int sig) { return 1ull << (sig - 1); }

/* The earliest expiry of an armed timer that notifies: SIGEV_THREAD, or
 * SIGEV_SIGNAL with its signal among `sigs` (bit sig-1). */
uint64_t __dios_timer_next(uint64_t sigs) {
    struct dios_state *st = __dios_state();
    uint64_t next = UINT64_MAX;
    for (unsigned i = 0; i < st->ntimers; i++) {
        const struct dios_timer *t = &st->timers[i];
        if (!t->used || !t->expire || t->notify == SIGEV_NONE)
            continue;
        if (t->notify == SIGEV_SIGNAL && !(sigs & bit(t->signo)))
            continue;
        if (t->expire < next)
            next = t->expire;
    }
    return next;
}

/* A SIGEV_THREAD notification: its function and value. */
struct notice {
    void (*fn)(union sigval);
    void *value;
};

static void *notify_thread(void *p) {
    struct notice n = *(struct notice *)p;
    __vm_obj_free(p);
    union sigval v;
    v.sival_ptr = n.value;
    n.fn(v);
    return NULL;
}

/* SIGEV_THREAD: a detached thread runs fn(value); its id. Also aio.c's. */
unsigned long __dios_sigev_thread(void (*fn)(union sigval), void *value) {
    struct notice *n = __dios_alloc(sizeof *n);
    n->fn = fn;
    n->value = value;
    unsigned long tid;
    __dios_thread_create(&tid, 1, notify_thread, NULL, n);
    return tid;
}

/* Counts n more expiries as overruns, up to DELAYTIMER_MAX. */
static void add_overruns(struct dios_timer *t, uint64_t n) {
    t->overrun = (uint64_t)t->overrun + n > DELAYTIMER_MAX ? DELAYTIMER_MAX : t->overrun + (int)n;
}

/* Expire the earliest armed timer that notifies due by `upto` (the clock
 * moves on to its expiry) and notify. A timer whose signal is still
 * pending counts its expiries up to `upto` at once as overruns. Returns 0
 * if none was due, 1 if a signal handler ran, 2 for anything else (a
 * signal left pending or ignored, a thread started). */
int __dios_timer_fire(uint64_t upto) {
    struct dios_state *st = __dios_state();
    struct dios_timer *t = NULL;
    for (unsigned i = 0; i < st->ntimers; i++) {
        struct dios_timer *u = &st->timers[i];
        if (u->used && u->expire && u->notify != SIGEV_NONE && u->expire <= upto && (!t || u->expire < t->expire))
            t = u;
    }
    if (!t)
        return 0;
    if (st->clock_ns < t->expire)
        st->clock_ns = t->expire;
    uint64_t e = t->expire;
    t->expire = t->interval ? e + t->interval : 0;
    if (t->notify == SIGEV_SIGNAL) {
        if (st->sigs && (st->sigs->pending & bit(t->signo))) {
            uint64_t n = 1;
            if (t->interval && upto != UINT64_MAX && upto > e) { /* the later expiries up to upto */
                n += (upto - e) / t->interval;
                t->expire = e + n * t->interval;
            }
            add_overruns(t, n);
            return 2;
        }
        t->overrun = 0;
        return __dios_signal_gen(t->signo, SI_TIMER, t->value) ? 1 : 2;
    }
    __dios_sigev_thread(t->fn, t->value);
    return 2;
}

/* ---- time passing while every thread is blocked -------------------------- */

/* When every live thread is blocked (the scheduler would report a
 * deadlock), time passes: the clock moves on to the earliest expiry of an
 * alarm (alarm.c, setitimer) or a timer that can make progress, and it
 * fires. One makes progress when it starts a SIGEV_THREAD thread, or
 * generates a signal that is not ignored and that some live thread does
 * not block (nor is it pending already): the signal goes to one of those
 * threads (each is a choice), whose handler runs on top of its blocked
 * call, or its default action ends the process. Expiries before it that
 * make no progress happen on the way: an ignored signal is dropped, one
 * every thread blocks becomes pending (later ones are overruns). With no
 * such expiry, nothing can ever happen: the deadlock stands. */

/* The signals that some live thread does not block. */
static uint64_t unblocked_somewhere(const struct dios_state *st) {
    uint64_t u = 0;
    for (unsigned i = 0; i < st->nlive; i++)
        u |= ~st->threads[i]->sigmask;
    return u;
}

/* The signals that threads blocked in sigwait take. */
static uint64_t awaited(const struct dios_state *st) {
    uint64_t w = 0;
    for (unsigned i = 0; i < st->nlive; i++)
        if (st->threads[i]->wait == DIOS_W_SIGWAIT)
            w |= st->threads[i]->wait_arg;
    return w;
}

/* Whether an expiry that sends sig makes progress now: some live thread
 * does not block it, or one waits for it in sigwait (`unblocked` holds
 * both). */
static int sig_progress(int sig, uint64_t unblocked, uint64_t pending) {
    return __dios_sig_disposition(sig) != DIOS_SIG_IGNORE && (unblocked & bit(sig)) && !(pending & bit(sig));
}

/* The expiries of a periodic event at e (interval `every`, 0: one shot)
 * up to `upto`: how many, and *next the one after (0: none). */
static uint64_t expiries(uint64_t e, uint64_t every, uint64_t upto, uint64_t *next) {
    uint64_t n = every ? (upto - e) / every + 1 : 1;
    *next = every ? e + n * every : 0;
    return n;
}

/* An expiry making no progress at e, caught up to `upto`: its signal is
 * dropped or made pending. */
static void quiet_timer(struct dios_timer *t, uint64_t upto) {
    uint64_t n = expiries(t->expire, t->interval, upto, &t->expire);
    if (__dios_sig_disposition(t->signo) == DIOS_SIG_IGNORE)
        return;
    if (!(__dios_sig_pending() & bit(t->signo))) {
        __dios_sig_make_pending(t->signo, SI_TIMER);
        n--;
    }
    add_overruns(t, n);
}

/* Whether thread t waits in sigwait for sig. */
static int waits_for(const struct dios_thread *t, int sig) { return t->wait == DIOS_W_SIGWAIT && (t->wait_arg & bit(sig)); }

/* Whether thread t may take sig (does not block it). */
static int takes(const struct dios_thread *t, int sig) { return !(t->sigmask & bit(sig)); }

/* One of the live threads that `ok` accepts for sig, each a choice; NULL
 * if none does. */
static struct dios_thread *choose_thread(struct dios_state *st, int (*ok)(const struct dios_thread *, int), int sig) {
    unsigned n = 0;
    for (unsigned i = 0; i < st->nlive; i++)
        n += ok(st->threads[i], sig) != 0;
    unsigned k = n > 1 ? (unsigned)__vm_choose((int)n) : 0;
    for (unsigned i = 0; i < st->nlive; i++)
        if (ok(st->threads[i], sig) && k-- == 0)
            return st->threads[i];
    return NULL;
}

struct dios_thread *__dios_timer_idle(struct dios_state *st) {
    uint64_t waited = awaited(st), unblocked = unblocked_somewhere(st) | waited, pending = __dios_sig_pending();
    /* the earliest expiry that makes progress: the alarm's, or timer best's */
    uint64_t when = UINT64_MAX;
    struct dios_timer *best = NULL;
    if (st->alarm_ns && sig_progress(SIGALRM, unblocked, pending))
        when = st->alarm_ns;
    for (unsigned i = 0; i < st->ntimers; i++) {
        struct dios_timer *t = &st->timers[i];
        if (!t->used || !t->expire || t->notify == SIGEV_NONE || t->expire >= when)
            continue;
        if (t->notify == SIGEV_THREAD || sig_progress(t->signo, unblocked, pending)) {
            when = t->expire;
            best = t;
        }
    }
    if (when == UINT64_MAX)
        return NULL;
    /* the others due by then that make no progress happen on the way (one
     * that would, due at the same time, stays due: the next idle step or
     * wait fires it) */
    for (unsigned i = 0; i < st->ntimers; i++) {
        struct dios_timer *t = &st->timers[i];
        if (t != best && t->used && t->expire && t->notify == SIGEV_SIGNAL && t->expire <= when &&
            !sig_progress(t->signo, unblocked, pending))
            quiet_timer(t, when);
    }
    int alarm_fires = !best;
    if (!alarm_fires && st->alarm_ns && st->alarm_ns <= when) { /* (made no progress) */
        expiries(st->alarm_ns, st->alarm_every, when, &st->alarm_ns);
        if (!(__dios_sig_pending() & bit(SIGALRM)))
            __dios_sig_make_pending(SIGALRM, SI_KERNEL);
    }
    if (st->clock_ns < when)
        st->clock_ns = when;
    int sig, code = SI_KERNEL;
    void *value = NULL;
    if (alarm_fires) {
        st->alarm_ns = st->alarm_every ? when + st->alarm_every : 0;
        sig = SIGALRM; /* (as alarm.c sends it) */
    } else {
        best->expire = best->interval ? when + best->interval : 0;
        best->overrun = 0;
        if (best->notify == SIGEV_THREAD)
            return __dios_find_thread(__dios_sigev_thread(best->fn, best->value));
        sig = best->signo;
        code = SI_TIMER;
        value = best->value;
    }
    if (!(unblocked_somewhere(st) & bit(sig))) {
        /* every thread blocks it: pending, and a sigwait for it takes it
         * (any of them: each a choice) */
        __dios_sig_make_pending(sig, code);
        struct dios_thread *w = choose_thread(st, waits_for, sig);
        if (w) {
            __builtin_memset(&w->wait, 0, DIOS_WAIT_FIELDS);
            return w;
        }
    }
    /* the thread that takes the signal: any live one that does not block it */
    struct dios_thread *t = choose_thread(st, takes, sig);
    __dios_signal_on(t, sig, code, value);
    return t;
}
