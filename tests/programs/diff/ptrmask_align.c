// __builtin_align_down and __builtin_align_up on pointers are llvm.ptrmask, which divm did not implement (the run stopped, unknown): the mask now applies to the pointer's offset, so an aligned pointer into a buffer reads and writes that buffer.
// EXPECT: safe
// MODE: run-diff
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    char *buf = malloc(128);
    for (int i = 0; i < 128; i++)
        buf[i] = (char)i;
    for (int k = 0; k < 40; k += 7) {
        char *up = __builtin_align_up(buf + k, 16);
        char *down = __builtin_align_down(buf + 64 + k, 8);
        printf("%2d: up %td (%d) down %td (%d) aligned %d %d\n", k, up - buf, *up, down - buf, *down,
               __builtin_is_aligned(up, 16), __builtin_is_aligned(buf + k, 4));
    }
    int *words = __builtin_align_up((int *)(buf + 5), 8);
    words[0] = 1234;
    printf("word at %td: %d\n", (char *)words - buf, words[0]);
    free(buf);
    return 0;
}
