// inttypes.h PRI/SCN macros for every width (decimal, octal, hex, least/fast, max/ptr) with extreme values, strtoimax/imaxdiv; limits.h and stdint.h values, POSIX limits included.
// EXPECT: safe
// MODE: run-diff
#include <inttypes.h>
#include <limits.h>
#include <stddef.h>
#include <stdint.h>
#include <stdio.h>
#include <wchar.h>

int main(void) {
    printf("%" PRId8 " %" PRIi16 " %" PRId32 " %" PRId64 "\n", (int8_t)INT8_MIN, (int16_t)INT16_MIN, INT32_MIN, INT64_MIN);
    printf("%" PRIu8 " %" PRIu16 " %" PRIu32 " %" PRIu64 "\n", (uint8_t)UINT8_MAX, (uint16_t)UINT16_MAX, UINT32_MAX, UINT64_MAX);
    printf("%" PRIo8 " %" PRIo16 " %" PRIo32 " %" PRIo64 "\n", (uint8_t)0377, (uint16_t)0177777, UINT32_MAX, UINT64_MAX);
    printf("%" PRIx8 " %" PRIX16 " %" PRIx32 " %" PRIX64 "\n", (uint8_t)0xab, (uint16_t)0xbeef, 0xdeadbeefu, 0x0123456789abcdefull);
    printf("%" PRIdLEAST8 " %" PRIdLEAST64 " %" PRIuFAST16 " %" PRIxFAST32 " %" PRIdFAST64 "\n", (int_least8_t)-5,
           (int_least64_t)INT64_MAX, (uint_fast16_t)65535, (uint_fast32_t)0xffffffffu, (int_fast64_t)-1);
    printf("%" PRIdMAX " %" PRIuMAX " %" PRIxPTR " %" PRIdPTR "\n", INTMAX_MIN, UINTMAX_MAX, (uintptr_t)0x1000, (intptr_t)-4096);

    int8_t a8; uint16_t u16; int32_t i32; uint64_t u64; int64_t i64; intmax_t im; uintptr_t up;
    int n = sscanf("-128 65535 -2147483648 18446744073709551615 -9223372036854775808 42 ff",
                   "%" SCNd8 " %" SCNu16 " %" SCNd32 " %" SCNu64 " %" SCNd64 " %" SCNdMAX " %" SCNxPTR,
                   &a8, &u16, &i32, &u64, &i64, &im, &up);
    printf("sscanf %d: %d %u %" PRId32 " %" PRIu64 " %" PRId64 " %" PRIdMAX " %" PRIxPTR "\n", n, a8, u16, i32, u64, i64, im, up);
    uint8_t o8; int_fast16_t f16;
    n = sscanf("377 -300", "%" SCNo8 " %" SCNdFAST16, &o8, &f16);
    printf("sscanf %d: %u %" PRIdFAST16 "\n", n, o8, f16);

    char *end;
    printf("strtoimax %" PRIdMAX " strtoumax %" PRIuMAX "\n", strtoimax(" -77x", &end, 10), strtoumax("0x10", NULL, 0));
    imaxdiv_t q = imaxdiv(-17, 5);
    printf("imaxdiv %" PRIdMAX " %" PRIdMAX " imaxabs %" PRIdMAX "\n", q.quot, q.rem, imaxabs(-3));

    printf("char %d %d %d %d uchar %d\n", CHAR_BIT, CHAR_MIN, CHAR_MAX, SCHAR_MIN, UCHAR_MAX);
    printf("short %d %d %d int %d %d %u\n", SHRT_MIN, SHRT_MAX, USHRT_MAX, INT_MIN, INT_MAX, UINT_MAX);
    printf("long %ld %ld %lu llong %lld %lld %llu\n", LONG_MIN, LONG_MAX, ULONG_MAX, LLONG_MIN, LLONG_MAX, ULLONG_MAX);
    printf("MB_LEN_MAX %d SSIZE_MAX %ld PATH_MAX %d NAME_MAX %d PIPE_BUF %d\n", MB_LEN_MAX, (long)SSIZE_MAX, PATH_MAX,
           NAME_MAX, PIPE_BUF);
    printf("PTHREAD_KEYS_MAX %d PTHREAD_STACK_MIN %d SEM_VALUE_MAX %d HOST_NAME_MAX %d NGROUPS_MAX %d LINE_MAX %d\n",
           PTHREAD_KEYS_MAX, PTHREAD_STACK_MIN, SEM_VALUE_MAX, HOST_NAME_MAX, NGROUPS_MAX, LINE_MAX);
    printf("_POSIX_PATH_MAX %d _POSIX_NAME_MAX %d _POSIX_ARG_MAX %d\n", _POSIX_PATH_MAX, _POSIX_NAME_MAX, _POSIX_ARG_MAX);
    printf("SIZE_MAX %zu PTRDIFF %td %td\n", SIZE_MAX, PTRDIFF_MIN, PTRDIFF_MAX);
    printf("INT_LEAST16 %d INT_FAST8 %d UINT_FAST64 %" PRIuFAST64 " SIG_ATOMIC %ld %ld\n", INT_LEAST16_MIN, INT_FAST8_MAX,
           UINT_FAST64_MAX, (long)SIG_ATOMIC_MIN, (long)SIG_ATOMIC_MAX);
    printf("WCHAR %ld %ld WINT %ld\n", (long)WCHAR_MIN, (long)WCHAR_MAX, (long)WINT_MAX);
    printf("INTMAX_C %" PRIdMAX " UINT64_C %" PRIu64 "\n", INTMAX_C(123456789012), UINT64_C(18000000000000000000));
    return 0;
}
