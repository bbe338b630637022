// printf of pseudo-random integers of every width through many flag/width/precision combinations, built as format strings.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>
#include <string.h>

static uint64_t st = 88172645463325252ull;
static uint64_t next(void) { st ^= st << 13; st ^= st >> 7; st ^= st << 17; return st; }

int main(void) {
    const char *flags[] = { "", "-", "+", " ", "#", "0", "-+", "#0", "+0", "- #" };
    const char *convs = "diouxX";
    const char *lens[] = { "hh", "h", "", "l", "ll", "z", "j" };
    unsigned long long total = 0;
    for (int i = 0; i < 400; i++) {
        uint64_t r = next();
        char fmt[32], out[128];
        int width = (int)(r % 23) - 1, prec = (int)((r >> 8) % 25) - 1;
        char w[8] = "", p[8] = "";
        if (width >= 0) snprintf(w, sizeof w, "%d", width);
        if (prec >= 0) snprintf(p, sizeof p, ".%d", prec);
        char conv = convs[(r >> 32) % 6];
        const char *fl = flags[(r >> 16) % 10];
        if (strchr(fl, '#') && (conv == 'd' || conv == 'i' || conv == 'u')) fl = "";
        int li = (int)((r >> 24) % 7);
        snprintf(fmt, sizeof fmt, "[%%%s%s%s%s%c]", fl, w, p, lens[li], conv);
        long long v = (long long)next() >> (r >> 40) % 64;
        int n;
        switch (li) {
        case 3: n = snprintf(out, sizeof out, fmt, (long)v); break;
        case 4: n = snprintf(out, sizeof out, fmt, v); break;
        case 5: n = snprintf(out, sizeof out, fmt, (size_t)v); break;
        case 6: n = snprintf(out, sizeof out, fmt, (intmax_t)v); break;
        default: n = snprintf(out, sizeof out, fmt, (int)v); break;
        }
        total += (unsigned)n;
        printf("%-18s %s\n", fmt, out);
    }
    printf("total %llu\n", total);
    return 0;
}
