// printf of many pseudo-random doubles with %.Nf %.Ne %.Ng %a at several precisions, and strtod round-trips of %.17g.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdint.h>

static uint64_t st = 0x9E3779B97F4A7C15ull;
static uint64_t next(void) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return st; }

int main(void) {
    int mismatches = 0;
    for (int i = 0; i < 300; i++) {
        uint64_t bits = next();
        double d;
        if (i % 3 == 0) {
            memcpy(&d, &bits, 8);
            if (d != d || d - d != 0) continue; /* skip NaN and infinities */
        } else {
            d = (double)(int64_t)(bits >> 20) / (double)(1 << (i % 30));
        }
        int p = i % 18;
        printf("%.*f|%.*e|%.*g|%a|%.3a\n", p % 12, d, p, d, p, d, d, d);
        char buf[64];
        snprintf(buf, sizeof buf, "%.17g", d);
        double back = strtod(buf, NULL);
        if (back != d) mismatches++;
    }
    printf("round-trip mismatches %d\n", mismatches);
    float f = 1.0f;
    for (int i = 0; i < 40; i++) { printf("%.9g ", (double)f); f *= -1.37f; }
    printf("\n");
    printf("%.0f %.0f %.0f %.0f %.1f %.2f\n", 0.5, 1.5, 2.5, -0.5, 0.25, 1.005);
    printf("%.60f\n%.25e\n", 1e-10, 1.0 / 7);
    printf("%f %e %g\n", 1e300, 1e-300, 123456789012345678901234567890.0);
    return 0;
}
