/* sys/sysinfo.h -- one CPU; the memory sysconf reports (1 GiB). */
#ifndef _DIVM_SYS_SYSINFO_H
#define _DIVM_SYS_SYSINFO_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

struct sysinfo {
    long uptime;
    unsigned long loads[3];
    unsigned long totalram;
    unsigned long freeram;
    unsigned long sharedram;
    unsigned long bufferram;
    unsigned long totalswap;
    unsigned long freeswap;
    unsigned short procs;
    unsigned short pad;
    unsigned long totalhigh;
    unsigned long freehigh;
    unsigned int mem_unit;
    char _f[20 - 2 * sizeof(long) - sizeof(int)];
};

int sysinfo(struct sysinfo *info);
int get_nprocs(void);
int get_nprocs_conf(void);
long get_phys_pages(void);
long get_avphys_pages(void);

__DIVM_END_DECLS
#endif
