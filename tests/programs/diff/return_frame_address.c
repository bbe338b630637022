// __builtin_return_address(0) is non-null, the same for one call site and different for two; __builtin_frame_address(0) is non-null (llvm.returnaddress, llvm.frameaddress).
// EXPECT: safe
// MODE: run-diff
// O0-ONLY: -O2 inlines the calls, so call sites and their return addresses change
#include <stdio.h>

__attribute__((noinline)) static void *where(void) { return __builtin_return_address(0); }

__attribute__((noinline)) static void *via(void) { return where(); }

__attribute__((noinline)) static int has_frame(void) { return __builtin_frame_address(0) != 0; }

int main(void) {
    void *seen[4];
    for (int i = 0; i < 2; i++)
        seen[i] = where();
    seen[2] = where();
    seen[3] = via();
    printf("non-null: %d %d %d\n", seen[0] != 0, seen[2] != 0, seen[3] != 0);
    printf("one site: %d\n", seen[0] == seen[1]);
    printf("two sites: %d %d\n", seen[0] != seen[2], seen[2] != seen[3]);
    printf("frames: %d %d\n", has_frame(), __builtin_frame_address(0) != 0);
    printf("main's caller: %d\n", __builtin_return_address(0) != 0);
    return 0;
}
