// The safe twin of munmap_then_read.c: the mapping is read before munmap, and a mapping never unmapped is no leak under --leak (the OS takes it back at exit, as natively).
// EXPECT: safe
// FLAGS: --leak
#include <stddef.h>
#include <sys/mman.h>

int main(void) {
    int *p = mmap(NULL, 4096, PROT_READ | PROT_WRITE, MAP_PRIVATE | MAP_ANONYMOUS, -1, 0);
    int *q = mmap(NULL, 100, PROT_READ | PROT_WRITE, MAP_SHARED | MAP_ANONYMOUS, -1, 0);
    if (p == MAP_FAILED || q == MAP_FAILED)
        return 1;
    p[0] = 1;
    q[1] = p[0];
    int v = p[0] + q[1];
    munmap(p, 4096);
    return v - 2;
}
