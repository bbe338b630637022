// Reading a stream opened only for writing fails (fread returns 0, the error indicator is set); the program ignores that and branches on the never-filled buffer.
// EXPECT: error uninit
#include <stdio.h>

int main(void) {
    FILE *f = fopen("/tmp/log.txt", "w");
    if (!f)
        return 1;
    fputs("xyz", f);
    rewind(f);
    char buf[4];
    fread(buf, 1, 3, f);
    int r = 0;
    if (buf[0] == 'x') // ERROR
        r = 1;
    fclose(f);
    return r;
}
