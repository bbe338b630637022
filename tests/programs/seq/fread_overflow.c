// fread of 256 bytes from a 256-byte binary input file into a 100-byte buffer overflows it at the fread call.
// EXPECT: error memory
// FLAGS: --file tests/programs/data/binary.bin:blob.bin
#include <stdio.h>

int main(void) {
    FILE *f = fopen("blob.bin", "rb");
    if (!f)
        return 1;
    unsigned char buf[100];
    size_t n = fread(buf, 1, 256, f); // ERROR
    fclose(f);
    return n != 256;
}
