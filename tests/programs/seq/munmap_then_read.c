// A read of an anonymous mapping after munmap: the pages are gone (natively SIGSEGV), a memory error at the read.
// EXPECT: error memory
#include <stdio.h>
#include <sys/mman.h>

int main(void) {
    int *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED)
        return 1;
    p[0] = 1;
    munmap(p, 4096);
    return p[0]; // ERROR
}
