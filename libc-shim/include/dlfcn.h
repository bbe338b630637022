/* dlfcn.h -- dynamic loading. divm runs one linked program and loads no
 * shared objects: dlopen and dlsym fail, and dlerror says why
 * (libc-shim/src/dlfcn.c). Values are glibc's. */
#ifndef _DIVM_DLFCN_H
#define _DIVM_DLFCN_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

#define RTLD_LAZY 0x001
#define RTLD_NOW 0x002
#define RTLD_NOLOAD 0x004
#define RTLD_GLOBAL 0x100
#define RTLD_LOCAL 0
#define RTLD_NODELETE 0x1000
#define RTLD_DEFAULT ((void *)0)
#define RTLD_NEXT ((void *)-1l)

typedef struct {
    const char *dli_fname;
    void *dli_fbase;
    const char *dli_sname;
    void *dli_saddr;
} Dl_info;

void *dlopen(const char *file, int mode);
void *dlsym(void *__restrict handle, const char *__restrict name);
int dlclose(void *handle);
char *dlerror(void);
int dladdr(const void *addr, Dl_info *info);

__DIVM_END_DECLS
#endif
