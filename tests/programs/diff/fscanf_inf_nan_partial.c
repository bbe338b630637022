// fscanf %lf/%f on a stream where "inf", "infinity" or "nan" breaks off: glibc reads the character that breaks the word and does not put it back ("na rest" leaves "rest"); a field width that ends first reads no more, and a whole word leaves what follows.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <unistd.h>

int main(void) {
    const char *in[] = {"in rest", "infin rest", "na rest", "nax", "INFINITx", "ix", "i", "-nz", "infinityz", "inf rest", "+ix", "nanq"};
    const char *fmt[] = {"%lf%n", "%2lf%n", "%5lf%n", "%f%n"};
    char name[64];
    snprintf(name, sizeof name, "/tmp/divm_fscanf_inf_%d", (int)getpid());
    for (unsigned k = 0; k < sizeof in / sizeof *in; k++) {
        for (unsigned j = 0; j < 4; j++) {
            FILE *f = fopen(name, "w");
            fputs(in[k], f);
            fclose(f);
            f = fopen(name, "r");
            double d = -1;
            float fl = -1;
            int n = -1;
            int r = j == 3 ? fscanf(f, fmt[j], &fl, &n) : fscanf(f, fmt[j], &d, &n);
            char rest[32] = "";
            if (!fgets(rest, sizeof rest, f))
                rest[0] = 0;
            printf("[%s] %s r=%d d=%g n=%d rest=[%s]\n", in[k], fmt[j], r, j == 3 ? fl : d, n, rest);
            fclose(f);
        }
    }
    remove(name);
    return 0;
}
