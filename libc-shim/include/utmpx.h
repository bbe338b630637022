/* utmpx.h -- the user accounting database (libc-shim/src/utmpx.c), kept
 * in memory: it starts empty. struct utmpx has glibc's x86-64 layout
 * (384 bytes) and the constants are glibc's. */
#ifndef _DIVM_UTMPX_H
#define _DIVM_UTMPX_H
#include <bits/cdefs.h>
#include <stdint.h>
#include <sys/time.h>
#include <sys/types.h>
__DIVM_BEGIN_DECLS

#define __UT_LINESIZE 32
#define __UT_NAMESIZE 32
#define __UT_HOSTSIZE 256

struct __exit_status {
    short int e_termination;
    short int e_exit;
};

struct utmpx {
    short int ut_type;
    pid_t ut_pid;
    char ut_line[__UT_LINESIZE];
    char ut_id[4];
    char ut_user[__UT_NAMESIZE];
    char ut_host[__UT_HOSTSIZE];
    struct __exit_status ut_exit;
    int32_t ut_session;
    struct {
        int32_t tv_sec;
        int32_t tv_usec;
    } ut_tv;
    int32_t ut_addr_v6[4];
    char __glibc_reserved[20];
};
#define ut_name ut_user
#define ut_xtime ut_tv.tv_sec
#define ut_addr ut_addr_v6[0]

#define EMPTY 0
#define RUN_LVL 1
#define BOOT_TIME 2
#define NEW_TIME 3
#define OLD_TIME 4
#define INIT_PROCESS 5
#define LOGIN_PROCESS 6
#define USER_PROCESS 7
#define DEAD_PROCESS 8
#define ACCOUNTING 9

void setutxent(void);
void endutxent(void);
struct utmpx *getutxent(void);
struct utmpx *getutxid(const struct utmpx *id);
struct utmpx *getutxline(const struct utmpx *line);
struct utmpx *pututxline(const struct utmpx *utmpx);

__DIVM_END_DECLS
#endif
