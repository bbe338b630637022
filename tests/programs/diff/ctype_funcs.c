// ctype.h classification and case mapping over 0..127 and EOF, compared bit for bit with native.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <ctype.h>

int main(void) {
    for (int c = -1; c < 128; c++) {
        int bits = (!!isalnum(c)) | (!!isalpha(c)) << 1 | (!!iscntrl(c)) << 2 | (!!isdigit(c)) << 3 |
                   (!!isgraph(c)) << 4 | (!!islower(c)) << 5 | (!!isprint(c)) << 6 | (!!ispunct(c)) << 7 |
                   (!!isspace(c)) << 8 | (!!isupper(c)) << 9 | (!!isxdigit(c)) << 10 | (!!isblank(c)) << 11;
        printf("%d:%03x:%d:%d ", c, bits, toupper(c), tolower(c));
        if ((c + 2) % 8 == 0) printf("\n");
    }
    printf("\n");
    const char *s = "Hello, World 123 \t\n!";
    int up = 0, dig = 0, sp = 0;
    for (const char *p = s; *p; p++) {
        up += isupper((unsigned char)*p) != 0;
        dig += isdigit((unsigned char)*p) != 0;
        sp += isspace((unsigned char)*p) != 0;
        putchar(toupper((unsigned char)*p));
    }
    printf("\nup %d dig %d sp %d\n", up, dig, sp);
    return 0;
}
