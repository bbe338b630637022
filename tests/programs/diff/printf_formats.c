// printf conversions d i u o x X c s f F e E g G a A % n with flags - + space # 0, width, precision, * and length modifiers.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>
#include <stddef.h>

int main(void) {
    int n1 = 0, n2 = 0;
    printf("[%d][%i][%5d][%-5d][%05d][%+d][% d][%.3d][%8.3d][%-+8.3d]%n\n", 42, -42, 42, 42, -42, 42, 42, 7, -7, 7, &n1);
    printf("n1=%d\n", n1);
    printf("[%u][%o][%#o][%x][%#x][%X][%#X][%#08x][%.0d][%.0x]\n", 3000000000u, 8, 8, 255, 255, 255, 255, 255, 0, 0);
    printf("[%hhd][%hhu][%hd][%hu][%ld][%lu][%lld][%llu]\n", 300, 300, 70000, 70000, -(1L << 40), ~0UL, -(1LL << 62), ~0ULL);
    printf("[%jd][%zu][%zd][%td][%jx]\n", (intmax_t)-9, (size_t)12345, (ptrdiff_t)-3, (ptrdiff_t)77, (uintmax_t)0xabc);
    printf("[%c][%3c][%-3c][%s][%8s][%-8s][%.2s][%8.3s][%*d][%-*d][%.*f]\n", 'x', 'y', 'z', "str", "right", "left",
           "truncate", "abcdef", 6, 1, 6, 2, 3, 3.14159265);
    printf("[%f][%.0f][%#.0f][%10.4f][%-10.2f][%+f][% f][%010.3f]\n", 3.5, 2.5, 2.0, -3.14159, 2.71828, 1.0, 1.0, -1.5);
    printf("[%e][%.2e][%E][%.0e][%#.0e][%12.3e]\n", 123456.789, 0.000123, 1e-300, 5e10, 5e10, -1.5);
    printf("[%g][%g][%g][%g][%.3g][%#g][%G][%g][%.10g]\n", 100000.0, 1000000.0, 0.0001, 0.00001, 3.14159, 1.0, 1e-20,
           123.456, 1.0 / 3);
    printf("[%a][%A][%.2a][%a][%a]\n", 1.0, 255.5, 3.14159, -0.0, 0x1p-1074);
    printf("[%f][%e][%g][%F][%5.1f][%-6g|]\n", 1.0 / 0.0, -1.0 / 0.0, 1.0 / 0.0, 1.0 / 0.0, 0.0 / 0.0 > 0 ? 1.0 : -2.0, 0.5);
    printf("[%%][%c%c%c]\n", 'a', 0x62, 'c');
    printf("[%Lf][%.3Lg]\n", (long double)1.25, (long double)2.0 / 3);
    int w = printf("%s", "") + printf("%d%n", 12345, &n2);
    printf("\nw=%d n2=%d\n", w, n2);
    printf("[%08.3e][%+.1e][%-+12.4g][% 010d][%+010d]\n", 1234.5, 0.05, 0.000123456, 5, -5);
    printf("[%.15g][%.17g][%.20f]\n", 0.1, 0.1, 0.1);
    printf("[%llo][%#llx][%hhx][%hx]\n", 0777777777777ULL, 0xFEDCBA9876543210ULL, (unsigned char)0xAB, (unsigned short)0xBEEF);
    return 0;
}
