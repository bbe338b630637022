// A binary input file (all 256 byte values, NUL included) read with fread, fgetc after fseek, and its size from fseek/ftell: every byte arrives unchanged.
// EXPECT: safe
// FLAGS: --file tests/programs/data/binary.bin:blob.bin
#include <assert.h>
#include <stdio.h>

int main(void) {
    FILE *f = fopen("blob.bin", "rb");
    assert(f);
    assert(fseek(f, 0, SEEK_END) == 0 && ftell(f) == 256);
    rewind(f);
    unsigned char buf[300];
    size_t n = fread(buf, 1, sizeof buf, f);
    assert(n == 256 && feof(f) && !ferror(f));
    for (int i = 0; i < 256; i++)
        assert(buf[i] == i);
    assert(fseek(f, 200, SEEK_SET) == 0 && fgetc(f) == 200);
    fclose(f);
    return 0;
}
