/* execinfo.h -- glibc's backtraces (libc-shim/src/execinfo.c): the return
 * addresses of the calling thread's frames, as divm's code pointers, and
 * text for them without symbol names. */
#ifndef _DIVM_EXECINFO_H
#define _DIVM_EXECINFO_H
#include <bits/cdefs.h>
__DIVM_BEGIN_DECLS

int backtrace(void **buffer, int size);
char **backtrace_symbols(void *const *buffer, int size);
void backtrace_symbols_fd(void *const *buffer, int size, int fd);

__DIVM_END_DECLS
#endif
