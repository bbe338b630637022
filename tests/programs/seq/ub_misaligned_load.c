// Reading an int through a pointer to an odd offset of a byte buffer is a misaligned access (C11 6.3.2.3p7): a memory error at the load.
// EXPECT: error memory
#include <stdio.h>
#include <stdint.h>

static uint32_t read_u32(const unsigned char *p) {
    return *(const uint32_t *)p; // ERROR
}

int main(void) {
    unsigned char buf[16];
    for (int i = 0; i < 16; i++)
        buf[i] = (unsigned char)i;
    printf("%x\n", read_u32(buf + 4));
    printf("%x\n", read_u32(buf + 5));
    return 0;
}
