// strptime in the C locale against glibc: numeric fields and their ranges, names in any case (full or abbreviated), %y's century rule and %C, %p with %I, %j giving the month and day, the computed tm_wday/tm_yday, the composite forms (%D %T %R %F %c %r), white space, %z, %u/%w, literal mismatches and out-of-range values (NULL), and the end pointer.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <stdio.h>
#include <string.h>
#include <time.h>

static void t(const char *s, const char *fmt) {
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    char *end = strptime(s, fmt, &tm);
    if (!end) {
        printf("%-28s %-22s -> NULL\n", s, fmt);
        return;
    }
    printf("%-28s %-22s -> %04d-%02d-%02d %02d:%02d:%02d wday %d yday %d gmtoff %ld rest \"%s\"\n", s, fmt, tm.tm_year + 1900,
           tm.tm_mon + 1, tm.tm_mday, tm.tm_hour, tm.tm_min, tm.tm_sec, tm.tm_wday, tm.tm_yday, tm.tm_gmtoff, end);
}

int main(void) {
    t("2024-03-15 13:45:07", "%Y-%m-%d %H:%M:%S");
    t("2024-03-15", "%F");
    t("03/15/24", "%D");
    t("12/31/69", "%m/%d/%y");
    t("01/01/68", "%m/%d/%y");
    t("20 24", "%C %y");
    t("19", "%C");
    t("Fri Mar 15 13:45:07 2024", "%c");
    t("friday MARCH 15 2024", "%A %B %d %Y");
    t("Sep 9 1999", "%b %e %Y");
    t("Sept 9 1999", "%b %e %Y");
    t("11:05:00 PM", "%r");
    t("12:30 AM", "%I:%M %p");
    t("12:30 pm", "%I:%M %p");
    t("23:59", "%R");
    t("23:59:60", "%T");
    t("2023 060", "%Y %j");
    t("2024 060", "%Y %j");
    t("  7  8", "%d%m");
    t("2024-3-5", "%Y-%m-%d");
    t("2024-13-05", "%Y-%m-%d");
    t("2024-12-32", "%Y-%m-%d");
    t("24:00", "%H:%M");
    t("2024x", "%Yy");
    t("2024 rest", "%Y");
    t("+0130", "%z");
    t("-05:00", "%z");
    t("+5", "%z");
    t("3 2024-01-01", "%u %Y-%m-%d");
    t("0", "%w");
    t("100%", "%d%%");
    t("Mon", "%a");
    t("Xyz", "%a");
    t("12345", "%Y");
    return 0;
}
