// The strto*_l functions (with the C locale object: same results and ends as the plain ones), nl_langinfo and nl_langinfo_l for the C locale (codeset, formats, names, radix, yes/no expressions, an unknown item), and signgam and lgamma_r's sign (-0, negative non-integers by the parity of floor(x), poles, infinities, NaN), against glibc.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <langinfo.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>

int main(void) {
    locale_t c = newlocale(LC_ALL_MASK, "C", (locale_t)0);
    char *end;
    long l = strtol_l("  -123xyz", &end, 10, c);
    printf("strtol_l %ld [%s]\n", l, end);
    printf("strtoll_l %lld\n", strtoll_l("0x7fffffffffff", NULL, 0, c));
    printf("strtoul_l %lu\n", strtoul_l("777", NULL, 8, c));
    printf("strtoull_l %llu [%s]\n", strtoull_l("18446744073709551615!", &end, 10, c), end);
    printf("strtod_l %g [%s]\n", strtod_l("3.25e2 rest", &end, c), end);
    printf("strtof_l %g\n", (double)strtof_l("-0.5", NULL, c));
    printf("strtold_l %g\n", (double)strtold_l("1e10", NULL, c));

    static const struct {
        nl_item item;
        const char *name;
    } items[] = {
        {CODESET, "CODESET"},   {D_T_FMT, "D_T_FMT"},     {D_FMT, "D_FMT"},       {T_FMT, "T_FMT"},
        {T_FMT_AMPM, "T_FMT_AMPM"}, {AM_STR, "AM_STR"},   {PM_STR, "PM_STR"},     {DAY_1, "DAY_1"},
        {DAY_4, "DAY_4"},       {DAY_7, "DAY_7"},         {ABDAY_1, "ABDAY_1"},   {ABDAY_7, "ABDAY_7"},
        {MON_1, "MON_1"},       {MON_9, "MON_9"},         {MON_12, "MON_12"},     {ABMON_1, "ABMON_1"},
        {ABMON_5, "ABMON_5"},   {ABMON_12, "ABMON_12"},   {ERA, "ERA"},           {ERA_D_FMT, "ERA_D_FMT"},
        {ALT_DIGITS, "ALT_DIGITS"}, {ERA_D_T_FMT, "ERA_D_T_FMT"}, {ERA_T_FMT, "ERA_T_FMT"},
        {RADIXCHAR, "RADIXCHAR"}, {THOUSEP, "THOUSEP"},   {YESEXPR, "YESEXPR"},   {NOEXPR, "NOEXPR"},
        {CRNCYSTR, "CRNCYSTR"},
    };
    for (unsigned i = 0; i < sizeof items / sizeof items[0]; i++)
        printf("%-12s [%s] [%s]\n", items[i].name, nl_langinfo(items[i].item), nl_langinfo_l(items[i].item, c));
    printf("unknown [%s]\n", nl_langinfo(-1));
    freelocale(c);

    static const double xs[] = {0.5, 1, 2, 3.5, 0.0, -0.0, -0.5, -1.5, -2.5, -3.5, -1, -2, -3, -1e-300, -1e300, -4.2, -5.9};
    for (unsigned i = 0; i < sizeof xs / sizeof xs[0]; i++) {
        signgam = 7;
        lgamma(xs[i]);
        int s1 = signgam;
        signgam = 7;
        lgammaf((float)xs[i]);
        int s2 = signgam;
        signgam = 7;
        lgammal(xs[i]);
        int s3 = signgam;
        int s4 = 7;
        lgamma_r(xs[i], &s4);
        printf("signgam(%g) %d %d %d %d\n", xs[i], s1, s2, s3, s4);
    }
    static const double odd[] = {INFINITY, -INFINITY, NAN};
    for (unsigned i = 0; i < 3; i++) {
        signgam = 7;
        lgamma(odd[i]);
        printf("signgam(%s) %d\n", i == 0 ? "inf" : i == 1 ? "-inf" : "nan", signgam);
    }
    return 0;
}
