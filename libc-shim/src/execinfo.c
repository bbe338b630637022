/* execinfo.c -- backtrace and its text. The frames are the VM's (struct
 * __vm_frame, hypercalls.h): each frame's `pc` is where it resumes, its
 * return address; the first one stored is the caller's of backtrace, the
 * last the runtime's start of the thread (main's caller is DiOS's
 * trampoline, as glibc's is __libc_start_main). divm has no symbol table
 * for the guest, so each address's text is glibc's form for an address
 * without a symbol: "[0x...]". */
#include <hypercalls.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <unistd.h>

int backtrace(void **buffer, int size) {
    const struct __vm_frame *f = (const struct __vm_frame *)(uintptr_t)__vm_ctl_get(_VM_CR_FRAME);
    int n = 0;
    for (f = f ? f->parent : NULL; f && n < size; f = f->parent)
        buffer[n++] = f->pc;
    return n;
}

enum { TEXT = sizeof "[0x]" + 2 * sizeof(void *) };

static void text(char *out, const void *pc) { snprintf(out, TEXT, "[%p]", pc); }

/* One block, as glibc's: the pointers, then their strings; the caller
 * frees it with one free. */
char **backtrace_symbols(void *const *buffer, int size) {
    size_t n = size > 0 ? (size_t)size : 0;
    char **v = malloc(n * (sizeof(char *) + TEXT) + 1);
    if (!v)
        return NULL;
    char *s = (char *)(v + n);
    for (size_t i = 0; i < n; i++, s += TEXT) {
        text(s, buffer[i]);
        v[i] = s;
    }
    return v;
}

void backtrace_symbols_fd(void *const *buffer, int size, int fd) {
    char line[TEXT + 1];
    for (int i = 0; i < size; i++) {
        text(line, buffer[i]);
        size_t k = strlen(line);
        line[k] = '\n';
        if (write(fd, line, k + 1) < 0)
            return;
    }
}
