// strtod reads as far as the number goes, not to the string's end nor to a fixed length: past 4096 bytes (a long run of digits, or of leading white space) the number was cut (4500 spaces then "42.5" gave 0 and consumed nothing), and an array whose number is followed by other bytes but no NUL (or by uninitialised bytes) was read past the number to find a NUL, a false memory or uninit error.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static char s[6000];

static void show(const char *what, const char *p) {
    char *end;
    errno = 0;
    double d = strtod(p, &end);
    printf("%-10s %g used=%td erange=%d\n", what, d, end - p, errno == ERANGE);
}

int main(void) {
    s[0] = '0';
    s[1] = '.';
    memset(s + 2, '0', 5000);
    s[5002] = '7';
    s[5003] = 0;
    show("tiny", s);
    memset(s, '9', 5500);
    s[5500] = 0;
    show("huge", s);
    memset(s, '1', 4000);
    strcpy(s + 4000, ".25e-3990 tail");
    show("long", s);
    memset(s, ' ', 4500);
    strcpy(s + 4500, "42.5");
    show("spaces", s);
    printf("atof %g, strtof %g\n", atof(s), strtof(s, NULL));

    char unterminated[4] = {'1', '.', '5', 'x'};
    show("array", unterminated);
    char partly[16];
    partly[0] = '7';
    partly[1] = 'e';
    partly[2] = '2';
    partly[3] = ';';
    show("partly", partly);
    return 0;
}
