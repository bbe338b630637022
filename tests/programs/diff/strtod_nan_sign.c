// strtod, strtof, atof, sscanf and wcstod keep the sign of "-nan" (glibc's NaN is negative then, and printf shows "-nan"); "nan", "+nan" and "nan(...)" stay positive.
// EXPECT: safe
// MODE: run-diff
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <wchar.h>

int main(void) {
    const char *in[] = {"nan", "-nan", "+nan", "  -NaN", "-nan(0x7)", "nan(abc)", "-nanx", "\t-nan"};
    for (int i = 0; i < 8; i++) {
        char *end;
        double d = strtod(in[i], &end);
        float f = strtof(in[i], NULL);
        printf("[%s] strtod %g (sign %d, used %td) strtof %g atof %g\n", in[i], d, signbit(d) != 0, end - in[i], (double)f,
               atof(in[i]));
        double sd = 0;
        float sf = 0;
        int r = sscanf(in[i], "%lf", &sd);
        int rf = sscanf(in[i], "%f", &sf);
        printf("  sscanf %d %g (sign %d), %d %g\n", r, sd, signbit(sd) != 0, rf, (double)sf);
    }
    wchar_t *wend;
    double w = wcstod(L" -nan", &wend);
    printf("wcstod %g sign %d\n", w, signbit(w) != 0);
    printf("-inf %g, -0 sign %d\n", strtod("-inf", NULL), signbit(strtod("-0", NULL)) != 0);
    return 0;
}
