/* tzset.c -- the local time zone, from TZ in POSIX's form
 * ("EST5EDT,M3.2.0,M11.1.0", "<+0530>-5:30", "CET-1CEST,M3.5.0,M10.5.0/3").
 * There is no zone database: TZ unset or empty is UTC, and a zone file's
 * name ("Europe/Paris") is read as a POSIX string, as glibc reads it when
 * the file is missing. Daylight time without rules follows glibc's
 * default, the US rules M3.2.0,M11.1.0. */
#include <stdlib.h>
#include <string.h>
#include <time.h>
#include "tz.h"

static char std_name[16] = "UTC", dst_name[16] = "UTC";
char *tzname[2] = {std_name, dst_name};
long timezone;
int daylight;

/* A change of time: day `n` by `kind` ('J': 1..365 without Feb 29; 'D':
 * 0..365; 'M': month m, week w (5 = last), weekday d), at `secs` local. */
struct rule {
    int kind, n, m, w, d;
    long secs;
};

static struct {
    long std_west, dst_west; /* seconds west of UTC */
    struct rule start, end;
    char tz[64];             /* the TZ these were parsed from */
    int parsed, unset;
} z;

static const char *name(const char *p, char *out) {
    const char *s = p, *e;
    if (*p == '<') {
        for (e = ++s; *e && *e != '>'; e++)
            ;
        if (*e != '>' || e - s < 3)
            return NULL;
        p = e + 1;
    } else {
        for (e = s; (*e >= 'a' && *e <= 'z') || (*e >= 'A' && *e <= 'Z'); e++)
            ;
        if (e - s < 3)
            return NULL;
        p = e;
    }
    size_t n = (size_t)(e - s) < 15 ? (size_t)(e - s) : 15;
    memcpy(out, s, n);
    out[n] = 0;
    return p;
}

static int digit(char c) { return c >= '0' && c <= '9'; }

static const char *number(const char *p, int *v) {
    if (!digit(*p))
        return NULL;
    *v = 0;
    while (digit(*p))
        *v = *v * 10 + (*p++ - '0');
    return p;
}

/* [+-]hh[:mm[:ss]] in seconds. */
static const char *hms(const char *p, long *secs) {
    int sign = 1, h, m = 0, s = 0;
    if (*p == '+' || *p == '-')
        sign = *p++ == '-' ? -1 : 1;
    if (!(p = number(p, &h)))
        return NULL;
    if (*p == ':' && digit(p[1])) {
        p = number(p + 1, &m);
        if (*p == ':' && digit(p[1]))
            p = number(p + 1, &s);
    }
    *secs = sign * (h * 3600L + m * 60L + s);
    return p;
}

static const char *rule(const char *p, struct rule *r) {
    r->secs = 7200;
    if (*p == 'J') {
        r->kind = 'J';
        p = number(p + 1, &r->n);
    } else if (*p == 'M') {
        r->kind = 'M';
        if ((p = number(p + 1, &r->m)) && *p == '.' && (p = number(p + 1, &r->w)) && *p == '.')
            p = number(p + 1, &r->d);
        else
            p = NULL;
    } else {
        r->kind = 'D';
        p = number(p, &r->n);
    }
    if (p && *p == '/')
        p = hms(p + 1, &r->secs);
    return p;
}

static void parse(const char *tz) {
    z.std_west = z.dst_west = 0;
    daylight = 0;
    strcpy(std_name, "UTC");
    strcpy(dst_name, "UTC");
    if (!tz || !*tz)
        return;
    if (*tz == ':')
        tz++;
    if (!strcmp(tz, "UTC") || !strcmp(tz, "Etc/UTC") || !strcmp(tz, "GMT") || !strcmp(tz, "Etc/GMT")) {
        strcpy(std_name, tz + (tz[0] == 'E' ? 4 : 0));
        strcpy(dst_name, std_name);
        return;
    }
    const char *p = name(tz, std_name);
    if (!p) {
        std_name[0] = dst_name[0] = 0;
        return;
    }
    dst_name[0] = 0;
    if (!(p = hms(p, &z.std_west)))
        return;
    timezone = z.std_west;
    strcpy(dst_name, std_name);
    const char *q = name(p, dst_name);
    if (!q)
        return;
    p = q;
    daylight = 1;
    z.dst_west = z.std_west - 3600;
    if (*p && *p != ',' && !(p = hms(p, &z.dst_west)))
        return;
    struct rule us_start = {'M', 0, 3, 2, 0, 7200}, us_end = {'M', 0, 11, 1, 0, 7200};
    z.start = us_start;
    z.end = us_end;
    if (*p == ',' && (p = rule(p + 1, &z.start)) && *p == ',')
        rule(p + 1, &z.end);
}

void tzset(void) {
    const char *tz = getenv("TZ");
    if (z.parsed && (tz ? !z.unset && strncmp(tz, z.tz, sizeof z.tz) == 0 : z.unset))
        return;
    z.parsed = 1;
    z.unset = !tz;
    strncpy(z.tz, tz ? tz : "", sizeof z.tz);
    timezone = 0;
    parse(tz);
}

static int leap(long long y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

/* Days since 1970-01-01 of the first of January of year y (timefmt.c's
 * days_from_civil for the first of January). */
static long long jan1(long long y) {
    y -= 1;
    long long era = (y >= 0 ? y : y - 399) / 400, yoe = y - era * 400;
    return era * 146097 + yoe * 365 + yoe / 4 - yoe / 100 + 306 - 719468;
}

/* Seconds since the epoch, as local time of year y, when r happens. */
static long long when(const struct rule *r, long long y) {
    long long day = jan1(y);
    if (r->kind == 'J') {
        day += r->n - 1 + (leap(y) && r->n >= 60);
    } else if (r->kind == 'D') {
        day += r->n;
    } else {
        static const int mdays[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
        for (int i = 1; i < r->m; i++)
            day += mdays[i - 1] + (i == 2 && leap(y));
        int first = (int)(((day + 4) % 7 + 7) % 7); /* 1970-01-01 was a Thursday */
        int mday = 1 + (r->d - first + 7) % 7 + (r->w - 1) * 7;
        int len = mdays[r->m - 1] + (r->m == 2 && leap(y));
        while (mday > len)
            mday -= 7;
        day += mday - 1;
    }
    return day * 86400 + r->secs;
}

static long long year_of(long long t) {
    long long y = 1970 + t / 31556952;
    while (jan1(y) * 86400 > t)
        y--;
    while (jan1(y + 1) * 86400 <= t)
        y++;
    return y;
}

int __divm_tz_is_dst(long long t) {
    if (!daylight)
        return 0;
    long long y = year_of(t - z.std_west);
    long long start = when(&z.start, y) + z.std_west, end = when(&z.end, y) + z.dst_west;
    return start < end ? start <= t && t < end : !(end <= t && t < start);
}

long __divm_tz_west(int dst) { return dst ? z.dst_west : z.std_west; }
