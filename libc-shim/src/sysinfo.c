/* sysinfo.c -- the system's name, process times, resource limits and
 * usage, priorities, and wait (there are no child processes). */
#include <errno.h>
#include <stdlib.h>
#include <string.h>
#include <sys/resource.h>
#include <sys/sysinfo.h>
#include <sys/times.h>
#include <sys/utsname.h>
#include <sys/wait.h>
#include <time.h>
#include <unistd.h>

int uname(struct utsname *u) {
    memset(u, 0, sizeof *u);
    strcpy(u->sysname, "Linux");
    strcpy(u->nodename, "divm");
    strcpy(u->release, "6.1.0-divm");
    strcpy(u->version, "#1 SMP");
    strcpy(u->machine, "x86_64");
    strcpy(u->domainname, "(none)");
    return 0;
}

/* In clock ticks (sysconf(_SC_CLK_TCK) is 100); all time is user time. */
clock_t times(struct tms *t) {
    clock_t now = clock() / (CLOCKS_PER_SEC / 100);
    if (t) {
        t->tms_utime = now;
        t->tms_stime = 0;
        t->tms_cutime = 0;
        t->tms_cstime = 0;
    }
    return now;
}

/* Linux's defaults; setrlimit may lower a limit or raise the soft one up to
 * the hard one. Nothing enforces them. */
static struct rlimit limits[RLIM_NLIMITS] = {
    [RLIMIT_CPU] = {RLIM_INFINITY, RLIM_INFINITY},       [RLIMIT_FSIZE] = {RLIM_INFINITY, RLIM_INFINITY},
    [RLIMIT_DATA] = {RLIM_INFINITY, RLIM_INFINITY},      [RLIMIT_STACK] = {8 << 20, RLIM_INFINITY},
    [RLIMIT_CORE] = {0, RLIM_INFINITY},                  [RLIMIT_RSS] = {RLIM_INFINITY, RLIM_INFINITY},
    [RLIMIT_NPROC] = {63229, 63229},                     [RLIMIT_NOFILE] = {1024, 1048576},
    [RLIMIT_MEMLOCK] = {8 << 20, 8 << 20},               [RLIMIT_AS] = {RLIM_INFINITY, RLIM_INFINITY},
    [10] = {RLIM_INFINITY, RLIM_INFINITY},               [11] = {63229, 63229},
    [12] = {819200, 819200},                             [13] = {0, 0},
    [14] = {0, 0},                                       [15] = {RLIM_INFINITY, RLIM_INFINITY},
};

int getrlimit(int resource, struct rlimit *rl) {
    if (resource < 0 || resource >= RLIM_NLIMITS) {
        errno = EINVAL;
        return -1;
    }
    *rl = limits[resource];
    return 0;
}

int setrlimit(int resource, const struct rlimit *rl) {
    if (resource < 0 || resource >= RLIM_NLIMITS || rl->rlim_cur > rl->rlim_max) {
        errno = EINVAL;
        return -1;
    }
    if (rl->rlim_max > limits[resource].rlim_max) {
        errno = EPERM;
        return -1;
    }
    limits[resource] = *rl;
    return 0;
}

int getrusage(int who, struct rusage *ru) {
    if (who != RUSAGE_SELF && who != RUSAGE_CHILDREN && who != RUSAGE_THREAD) {
        errno = EINVAL;
        return -1;
    }
    memset(ru, 0, sizeof *ru);
    if (who != RUSAGE_CHILDREN) {
        clock_t c = clock();
        ru->ru_utime.tv_sec = c / CLOCKS_PER_SEC;
        ru->ru_utime.tv_usec = c % CLOCKS_PER_SEC;
    }
    return 0;
}

static int nice_value;

int getpriority(int which, id_t who) {
    if (which < PRIO_PROCESS || which > PRIO_USER) {
        errno = EINVAL;
        return -1;
    }
    (void)who;
    return nice_value;
}

int setpriority(int which, id_t who, int prio) {
    if (which < PRIO_PROCESS || which > PRIO_USER) {
        errno = EINVAL;
        return -1;
    }
    (void)who;
    nice_value = prio < -20 ? -20 : prio > 19 ? 19 : prio;
    return 0;
}

/* The new nice value (Linux's -20..19). */
int nice(int inc) {
    int v = nice_value + (inc < -40 ? -40 : inc > 40 ? 40 : inc);
    nice_value = v < -20 ? -20 : v > 19 ? 19 : v;
    return nice_value;
}

pid_t wait(int *status) {
    (void)status;
    errno = ECHILD;
    return -1;
}

int waitid(idtype_t idtype, id_t id, siginfo_t *info, int options) {
    (void)id, (void)info;
    if (idtype > P_PGID || !(options & (WEXITED | WSTOPPED | WCONTINUED))) {
        errno = EINVAL;
        return -1;
    }
    errno = ECHILD;
    return -1;
}

pid_t waitpid(pid_t pid, int *status, int options) {
    (void)pid, (void)status, (void)options;
    errno = ECHILD;
    return -1;
}

/* (BSD's waits, which also report the child's resource use) */
pid_t wait3(int *status, int options, struct rusage *ru) { return wait4(-1, status, options, ru); }

pid_t wait4(pid_t pid, int *status, int options, struct rusage *ru) {
    (void)ru;
    return waitpid(pid, status, options);
}

/* There is no load average to read (glibc: -1 without /proc/loadavg). */
int getloadavg(double loadavg[], int n) {
    (void)loadavg, (void)n;
    return -1;
}

int get_nprocs(void) { return 1; }
int get_nprocs_conf(void) { return 1; }
long get_phys_pages(void) { return 262144; }
long get_avphys_pages(void) { return 131072; }

/* The machine sysconf describes: 1 GiB, one process. */
int sysinfo(struct sysinfo *info) {
    memset(info, 0, sizeof *info);
    info->uptime = 1;
    info->totalram = 1ul << 30;
    info->freeram = 1ul << 29;
    info->procs = 1;
    info->mem_unit = 1;
    return 0;
}
