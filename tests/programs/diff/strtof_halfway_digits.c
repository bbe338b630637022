// strtof and scanf's %f round the decimal to the nearest float directly: a decimal just off a float halfway point, with more digits than a double holds, parses to a double exactly on the halfway point, and narrowing that ties to even the wrong way (1.00000005960464477539062501 is 1.00000012, not 1).
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <float.h>
#include <stdio.h>
#include <stdlib.h>

static void show(const char *s) {
    errno = 0;
    char *end;
    float f = strtof(s, &end);
    int e = errno;
    float g = 0;
    int n = sscanf(s, "%f", &g);
    printf("%-34s %.9g %a used=%d erange=%d scanf=%d %a\n", s, f, f, (int)(end - s), e == ERANGE, n, g);
}

int main(void) {
    /* 1 + 2^-24 is halfway between 1 and 1 + 2^-23. */
    show("1.000000059604644775390625");   /* exactly halfway: to even, 1 */
    show("1.00000005960464477539062501"); /* above: 1 + 2^-23 */
    show("1.00000005960464477539062499"); /* below: 1 */
    show("-1.00000005960464477539062501");
    show("1.000000178813934326171875");      /* 1 + 3*2^-24: to even, 1 + 2^-22 */
    show("1.00000017881393432617187499999"); /* below: 1 + 2^-23 */
    /* Between FLT_MAX and 2^128: halfway ties to infinity, just below does not. */
    show("340282356779733661637539395458142568448");
    show("340282356779733661637539395458142568447.9");
    /* Subnormal floats: halfway between 2^-149 and 2^-148 (3 * 2^-150). */
    show("2.101947696487225606385594374934874196920392912814773657635602425834686624028790902229957282543182373046875e-45");
    show("2.101947696487225606385594374934874196920392912814773657635602425834686624028790902229957282543182373046874e-45");
    show("0x1.000001p0");
    show("0x1.0000010000000000001p0");
    show("0.1");
    show("3.4028235e38");
    return 0;
}
