/* sys/signalfd.h -- Linux's signal descriptors, declared with Linux's
 * values and record layout so that programs compile. divm does not model
 * them (dios/signalfd.c): signalfd fails with ENOSYS, as on a kernel
 * without it, and the report carries a caveat saying so. sigwaitinfo and
 * sigtimedwait are modelled. */
#ifndef _DIVM_SYS_SIGNALFD_H
#define _DIVM_SYS_SIGNALFD_H
#include <bits/cdefs.h>
#include <signal.h>
#include <stdint.h>
__DIVM_BEGIN_DECLS

#define SFD_CLOEXEC 02000000
#define SFD_NONBLOCK 00004000

/* 128 bytes, one read's record */
struct signalfd_siginfo {
    uint32_t ssi_signo;
    int32_t ssi_errno;
    int32_t ssi_code;
    uint32_t ssi_pid;
    uint32_t ssi_uid;
    int32_t ssi_fd;
    uint32_t ssi_tid;
    uint32_t ssi_band;
    uint32_t ssi_overrun;
    uint32_t ssi_trapno;
    int32_t ssi_status;
    int32_t ssi_int;
    uint64_t ssi_ptr;
    uint64_t ssi_utime;
    uint64_t ssi_stime;
    uint64_t ssi_addr;
    uint16_t ssi_addr_lsb;
    uint16_t __pad2;
    int32_t ssi_syscall;
    uint64_t ssi_call_addr;
    uint32_t ssi_arch;
    uint8_t __pad[28];
};

int signalfd(int fd, const sigset_t *mask, int flags);

__DIVM_END_DECLS
#endif
