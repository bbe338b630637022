/* strerror.c -- error and signal descriptions, worded like glibc's so that
 * output compares equal with native runs (perror and psignal, which print
 * them, are in perror.c). */
#include <signal.h>
#include <errno.h>
#include <stdarg.h>
#include <stdio.h>
#include <string.h>
#include "stdio_impl.h"

static const char *const errors[] = {
    "Success",
    "Operation not permitted",
    "No such file or directory",
    "No such process",
    "Interrupted system call",
    "Input/output error",
    "No such device or address",
    "Argument list too long",
    "Exec format error",
    "Bad file descriptor",
    "No child processes",
    "Resource temporarily unavailable",
    "Cannot allocate memory",
    "Permission denied",
    "Bad address",
    "Block device required",
    "Device or resource busy",
    "File exists",
    "Invalid cross-device link",
    "No such device",
    "Not a directory",
    "Is a directory",
    "Invalid argument",
    "Too many open files in system",
    "Too many open files",
    "Inappropriate ioctl for device",
    "Text file busy",
    "File too large",
    "No space left on device",
    "Illegal seek",
    "Read-only file system",
    "Too many links",
    "Broken pipe",
    "Numerical argument out of domain",
    "Numerical result out of range",
    "Resource deadlock avoided",
    "File name too long",
    "No locks available",
    "Function not implemented",
    "Directory not empty",
    "Too many levels of symbolic links",
    0,
    "No message of desired type",
    "Identifier removed",
    "Channel number out of range",
    "Level 2 not synchronized",
    "Level 3 halted",
    "Level 3 reset",
    "Link number out of range",
    "Protocol driver not attached",
    "No CSI structure available",
    "Level 2 halted",
    "Invalid exchange",
    "Invalid request descriptor",
    "Exchange full",
    "No anode",
    "Invalid request code",
    "Invalid slot",
    0,
    "Bad font file format",
    "Device not a stream",
    "No data available",
    "Timer expired",
    "Out of streams resources",
    "Machine is not on the network",
    "Package not installed",
    "Object is remote",
    "Link has been severed",
    "Advertise error",
    "Srmount error",
    "Communication error on send",
    "Protocol error",
    "Multihop attempted",
    "RFS specific error",
    "Bad message",
    "Value too large for defined data type",
    "Name not unique on network",
    "File descriptor in bad state",
    "Remote address changed",
    "Can not access a needed shared library",
    "Accessing a corrupted shared library",
    ".lib section in a.out corrupted",
    "Attempting to link in too many shared libraries",
    "Cannot exec a shared library directly",
    "Invalid or incomplete multibyte or wide character",
    "Interrupted system call should be restarted",
    "Streams pipe error",
    "Too many users",
    "Socket operation on non-socket",
    "Destination address required",
    "Message too long",
    "Protocol wrong type for socket",
    "Protocol not available",
    "Protocol not supported",
    "Socket type not supported",
    "Operation not supported",
    "Protocol family not supported",
    "Address family not supported by protocol",
    "Address already in use",
    "Cannot assign requested address",
    "Network is down",
    "Network is unreachable",
    "Network dropped connection on reset",
    "Software caused connection abort",
    "Connection reset by peer",
    "No buffer space available",
    "Transport endpoint is already connected",
    "Transport endpoint is not connected",
    "Cannot send after transport endpoint shutdown",
    "Too many references: cannot splice",
    "Connection timed out",
    "Connection refused",
    "Host is down",
    "No route to host",
    "Operation already in progress",
    "Operation now in progress",
    "Stale file handle",
    "Structure needs cleaning",
    "Not a XENIX named type file",
    "No XENIX semaphores available",
    "Is a named type file",
    "Remote I/O error",
    "Disk quota exceeded",
    "No medium found",
    "Wrong medium type",
    "Operation canceled",
    "Required key not available",
    "Key has expired",
    "Key has been revoked",
    "Key was rejected by service",
    "Owner died",
    "State not recoverable",
    "Operation not possible due to RF-kill",
    "Memory page has hardware error",
};

static const char *const signals[] = {
    0,
    "Hangup",
    "Interrupt",
    "Quit",
    "Illegal instruction",
    "Trace/breakpoint trap",
    "Aborted",
    "Bus error",
    "Floating point exception",
    "Killed",
    "User defined signal 1",
    "Segmentation fault",
    "User defined signal 2",
    "Broken pipe",
    "Alarm clock",
    "Terminated",
    "Stack fault",
    "Child exited",
    "Continued",
    "Stopped (signal)",
    "Stopped",
    "Stopped (tty input)",
    "Stopped (tty output)",
    "Urgent I/O condition",
    "CPU time limit exceeded",
    "File size limit exceeded",
    "Virtual timer expired",
    "Profiling timer expired",
    "Window changed",
    "I/O possible",
    "Power failure",
    "Bad system call",
};

/* The errno macros' names (glibc's strerrorname_np); the aliases
 * EWOULDBLOCK, EDEADLOCK and ENOTSUP give the names they alias. */
#define N(e) [e] = #e
static const char *const error_names[] = {
    [0] = "0",
    N(EPERM), N(ENOENT), N(ESRCH), N(EINTR), N(EIO), N(ENXIO), N(E2BIG), N(ENOEXEC), N(EBADF),
    N(ECHILD), N(EAGAIN), N(ENOMEM), N(EACCES), N(EFAULT), N(ENOTBLK), N(EBUSY), N(EEXIST),
    N(EXDEV), N(ENODEV), N(ENOTDIR), N(EISDIR), N(EINVAL), N(ENFILE), N(EMFILE), N(ENOTTY),
    N(ETXTBSY), N(EFBIG), N(ENOSPC), N(ESPIPE), N(EROFS), N(EMLINK), N(EPIPE), N(EDOM), N(ERANGE),
    N(EDEADLK), N(ENAMETOOLONG), N(ENOLCK), N(ENOSYS), N(ENOTEMPTY), N(ELOOP), N(ENOMSG), N(EIDRM),
    N(ECHRNG), N(EL2NSYNC), N(EL3HLT), N(EL3RST), N(ELNRNG), N(EUNATCH), N(ENOCSI), N(EL2HLT),
    N(EBADE), N(EBADR), N(EXFULL), N(ENOANO), N(EBADRQC), N(EBADSLT), N(EBFONT), N(ENOSTR),
    N(ENODATA), N(ETIME), N(ENOSR), N(ENONET), N(ENOPKG), N(EREMOTE), N(ENOLINK), N(EADV),
    N(ESRMNT), N(ECOMM), N(EPROTO), N(EMULTIHOP), N(EDOTDOT), N(EBADMSG), N(EOVERFLOW), N(ENOTUNIQ),
    N(EBADFD), N(EREMCHG), N(ELIBACC), N(ELIBBAD), N(ELIBSCN), N(ELIBMAX), N(ELIBEXEC), N(EILSEQ),
    N(ERESTART), N(ESTRPIPE), N(EUSERS), N(ENOTSOCK), N(EDESTADDRREQ), N(EMSGSIZE), N(EPROTOTYPE),
    N(ENOPROTOOPT), N(EPROTONOSUPPORT), N(ESOCKTNOSUPPORT), N(EOPNOTSUPP), N(EPFNOSUPPORT),
    N(EAFNOSUPPORT), N(EADDRINUSE), N(EADDRNOTAVAIL), N(ENETDOWN), N(ENETUNREACH), N(ENETRESET),
    N(ECONNABORTED), N(ECONNRESET), N(ENOBUFS), N(EISCONN), N(ENOTCONN), N(ESHUTDOWN),
    N(ETOOMANYREFS), N(ETIMEDOUT), N(ECONNREFUSED), N(EHOSTDOWN), N(EHOSTUNREACH), N(EALREADY),
    N(EINPROGRESS), N(ESTALE), N(EUCLEAN), N(ENOTNAM), N(ENAVAIL), N(EISNAM), N(EREMOTEIO),
    N(EDQUOT), N(ENOMEDIUM), N(EMEDIUMTYPE), N(ECANCELED), N(ENOKEY), N(EKEYEXPIRED),
    N(EKEYREVOKED), N(EKEYREJECTED), N(EOWNERDEAD), N(ENOTRECOVERABLE), N(ERFKILL), N(EHWPOISON)
};
#undef N

/* The names without "SIG", as kill -l lists them (glibc's sigabbrev_np). */
static const char *const signal_names[] = {
    0,      "HUP",  "INT",  "QUIT", "ILL",  "TRAP", "ABRT",   "BUS",  "FPE",   "KILL", "USR1",
    "SEGV", "USR2", "PIPE", "ALRM", "TERM", "STKFLT", "CHLD", "CONT", "STOP", "TSTP", "TTIN",
    "TTOU", "URG",  "XCPU", "XFSZ", "VTALRM", "PROF", "WINCH", "POLL", "PWR", "SYS",
};

const char *strerrordesc_np(int err) {
    return err >= 0 && err < (int)(sizeof errors / sizeof errors[0]) ? errors[err] : NULL;
}

const char *strerrorname_np(int err) {
    return err >= 0 && err < (int)(sizeof error_names / sizeof error_names[0]) ? error_names[err] : NULL;
}

const char *sigdescr_np(int sig) {
    return sig >= 0 && sig < (int)(sizeof signals / sizeof signals[0]) ? signals[sig] : NULL;
}

const char *sigabbrev_np(int sig) {
    return sig >= 0 && sig < (int)(sizeof signal_names / sizeof signal_names[0]) ? signal_names[sig] : NULL;
}

/* snprintf, through printf's engine itself: stdio.c is above this file. */
static void format_to(char *buf, size_t n, const char *fmt, ...) {
    va_list ap;
    va_start(ap, fmt);
    struct __divm_out o;
    __divm_out_init_str(&o, buf, n);
    __divm_vformat(&o, fmt, ap, strerror);
    __divm_out_end(&o);
    va_end(ap);
}

/* Write "<prefix><n>" into buf. */
static char *unknown(char *buf, const char *prefix, int n) {
    format_to(buf, 32, "%s%d", prefix, n);
    return buf;
}

char *strerror(int err) {
    static char buf[32];
    if (err >= 0 && err < (int)(sizeof errors / sizeof errors[0]) && errors[err])
        return (char *)errors[err];
    return unknown(buf, "Unknown error ", err);
}

int strerror_r(int err, char *buf, size_t n) {
    char tmp[32];
    const char *s;
    int known = err >= 0 && err < (int)(sizeof errors / sizeof errors[0]) && errors[err];
    s = known ? errors[err] : unknown(tmp, "Unknown error ", err);
    size_t len = strlen(s);
    if (n == 0)
        return ERANGE;
    if (len >= n) {
        memcpy(buf, s, n - 1);
        buf[n - 1] = 0;
        return ERANGE;
    }
    memcpy(buf, s, len + 1);
    return known ? 0 : EINVAL;
}

/* strerror_r as glibc declares it under _GNU_SOURCE (string.h renames it). */
char *__divm_gnu_strerror_r(int err, char *buf, size_t n) {
    if (err >= 0 && err < (int)(sizeof errors / sizeof errors[0]) && errors[err])
        return (char *)errors[err];
    char tmp[32];
    unknown(tmp, "Unknown error ", err);
    if (n > 0) {
        size_t len = strlen(tmp);
        if (len >= n)
            len = n - 1;
        memcpy(buf, tmp, len);
        buf[len] = 0;
    }
    return buf;
}

char *strsignal(int sig) {
    static char buf[32];
    if (sig >= 0 && sig < (int)(sizeof signals / sizeof signals[0]) && signals[sig])
        return (char *)signals[sig];
    if (sig >= SIGRTMIN && sig <= SIGRTMAX)
        return unknown(buf, "Real-time signal ", sig - SIGRTMIN);
    return unknown(buf, "Unknown signal ", sig);
}
