// Local time from TZ in POSIX's form (divm was always UTC): offsets with minutes and seconds, <quoted> names, daylight time by M, J and zero-based day rules with times past 24h or negative, the US default when no rule is given, southern-hemisphere years, names without offsets; localtime, mktime with tm_isdst -1/0/1 and out-of-range fields, a time skipped by the spring change, strftime's %Z %z %s, ctime, tzname/timezone/daylight, and UTC again after unsetenv. Only zones glibc reads without its database (divm has none).
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

static void at(time_t t) {
    struct tm tm;
    localtime_r(&t, &tm);
    char b[80];
    strftime(b, sizeof b, "%Y-%m-%d %H:%M:%S %Z %z %s", &tm);
    printf("  %lld -> %s dst=%d off=%ld back=%d\n", (long long)t, b, tm.tm_isdst, tm.tm_gmtoff, mktime(&tm) == t);
}

static void local(int y, int mon, int d, int h, int mi, int isdst) {
    struct tm tm;
    memset(&tm, 0, sizeof tm);
    tm.tm_year = y - 1900;
    tm.tm_mon = mon - 1;
    tm.tm_mday = d;
    tm.tm_hour = h;
    tm.tm_min = mi;
    tm.tm_isdst = isdst;
    time_t t = mktime(&tm);
    char b[64];
    strftime(b, sizeof b, "%Y-%m-%d %H:%M %Z", &tm);
    printf("  mktime(%d-%02d-%02d %02d:%02d isdst %d) = %lld -> %s wday %d yday %d\n", y, mon, d, h, mi, isdst,
           (long long)t, b, tm.tm_wday, tm.tm_yday);
}

int main(void) {
    const char *zones[] = {"EST5EDT", "PST8PDT,M3.2.0,M11.1.0", "CET-1CEST,M3.5.0,M10.5.0/3",
                           "NZST-12NZDT,M9.5.0,M4.1.0/3", "<+0530>-5:30", "<-03>3", "JST-9", "GMT0",
                           "ABC-3DEF2,J60/1,300/-1", "XYZ+5:30:15QRS+4,M4.1.3/26,M10.5.0", "LOW3HIGH,59,250/25",
                           "XYZ", "UTC", ""};
    /* 2023-11-14, 2024-03-10 around 10:00 UTC, 2024-07-01, 2024-10-27 01:30 UTC */
    time_t times[] = {1700000000, 1710064800, 1719792000, 1729992600, 1711846800};
    for (unsigned i = 0; i < sizeof zones / sizeof *zones; i++) {
        setenv("TZ", zones[i], 1);
        tzset();
        printf("%s: tzname %s/%s timezone %ld daylight %d\n", zones[i], tzname[0], tzname[1], timezone, daylight);
        for (unsigned k = 0; k < sizeof times / sizeof *times; k++)
            at(times[k]);
    }
    setenv("TZ", "EST5EDT,M3.2.0,M11.1.0", 1);
    printf("EST5EDT mktime:\n");
    local(2024, 7, 1, 12, 0, -1);
    local(2024, 7, 1, 12, 0, 0);
    local(2024, 7, 1, 12, 0, 1);
    local(2024, 1, 15, 12, 0, 1);
    local(2024, 3, 10, 2, 30, -1); /* skipped by the change */
    local(2024, 3, 9, 12 + 24, 0, -1);
    local(2024, 13, 1, 0, -90, -1);
    local(1999, 12, 31, 23, 59, -1);
    time_t t = 1720000000;
    printf("ctime %s", ctime(&t));
    setenv("TZ", "CET-1CEST,M3.5.0,M10.5.0/3", 1);
    printf("CET ctime %s", ctime(&t));
    struct tm *g = gmtime(&t);
    printf("gmtime still %02d:%02d %s\n", g->tm_hour, g->tm_min, g->tm_zone);
    unsetenv("TZ");
    tzset();
    printf("unset: tzname %s/%s timezone %ld daylight %d\n", tzname[0], tzname[1], timezone, daylight);
    at(times[2]);
    return 0;
}
