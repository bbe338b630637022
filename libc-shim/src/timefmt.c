/* timefmt.c -- calendar conversions and formatting. The local time zone
 * is TZ's (tzset.c). */
#include <errno.h>
#include <limits.h>
#include <stdio.h>
#include <string.h>
#include <time.h>
#include "tz.h"

double difftime(time_t a, time_t b) { return (double)a - (double)b; }

static const char *const wday_name[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
static const char *const mon_name[] = {"January", "February", "March",     "April",   "May",      "June",
                                       "July",    "August",   "September", "October", "November", "December"};

static int leap(long long y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

/* Days since 1970-01-01 of a proleptic Gregorian date (month 1..12),
 * counting in 400-year eras of 146097 days. */
static long long days_from_civil(long long y, int m, int d) {
    y -= m <= 2;
    long long era = (y >= 0 ? y : y - 399) / 400;
    long long yoe = y - era * 400;
    long long doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    long long doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

static void civil_from_days(long long z, long long *y, int *m, int *d) {
    z += 719468;
    long long era = (z >= 0 ? z : z - 146096) / 146097;
    long long doe = z - era * 146097;
    long long yoe = (doe - doe / 1460 + doe / 36524 - doe / 146096) / 365;
    long long doy = doe - (365 * yoe + yoe / 4 - yoe / 100);
    long long mp = (5 * doy + 2) / 153;
    *d = (int)(doy - (153 * mp + 2) / 5 + 1);
    *m = (int)(mp < 10 ? mp + 3 : mp - 9);
    *y = yoe + era * 400 + (*m <= 2);
}

struct tm *gmtime_r(const time_t *restrict t, struct tm *restrict tm) {
    long long s = *t;
    long long days = s / 86400, rem = s % 86400;
    if (rem < 0)
        rem += 86400, days--;
    long long y;
    int m, d;
    civil_from_days(days, &y, &m, &d);
    if (y - 1900 > INT_MAX || y - 1900 < INT_MIN) {
        errno = EOVERFLOW;
        return NULL;
    }
    tm->tm_year = (int)(y - 1900);
    tm->tm_mon = m - 1;
    tm->tm_mday = d;
    tm->tm_hour = (int)(rem / 3600);
    tm->tm_min = (int)(rem / 60 % 60);
    tm->tm_sec = (int)(rem % 60);
    tm->tm_wday = (int)(((days % 7) + 11) % 7); /* 1970-01-01 was a Thursday */
    tm->tm_yday = (int)(days - days_from_civil(y, 1, 1));
    tm->tm_isdst = 0;
    tm->tm_gmtoff = 0;
    tm->tm_zone = "GMT"; /* as glibc names it for gmtime */
    return tm;
}

struct tm *gmtime(const time_t *t) {
    static struct tm tm;
    return gmtime_r(t, &tm);
}

struct tm *localtime_r(const time_t *restrict t, struct tm *restrict tm) {
    tzset();
    int dst = __divm_tz_is_dst(*t);
    long west = __divm_tz_west(dst);
    time_t local = *t - west;
    if (!gmtime_r(&local, tm))
        return NULL;
    tm->tm_isdst = dst;
    tm->tm_gmtoff = -west;
    tm->tm_zone = tzname[dst];
    return tm;
}

struct tm *localtime(const time_t *t) {
    static struct tm tm;
    return localtime_r(t, &tm);
}

/* Normalises *tm (fields may be out of range) and returns the time. */
time_t timegm(struct tm *tm) {
    long long mon = tm->tm_mon, y = (long long)tm->tm_year + 1900 + mon / 12;
    mon %= 12;
    if (mon < 0)
        mon += 12, y--;
    long long days = days_from_civil(y, (int)mon + 1, 1) + tm->tm_mday - 1;
    long long t = days * 86400 + (long long)tm->tm_hour * 3600 + (long long)tm->tm_min * 60 + tm->tm_sec;
    time_t r = (time_t)t;
    if (!gmtime_r(&r, tm))
        return (time_t)-1;
    return r;
}

time_t timelocal(struct tm *tm) { return mktime(tm); }

int dysize(int year) { return leap(year) ? 366 : 365; }

/* tm_isdst > 0 reads the fields as daylight time, 0 as standard time,
 * < 0 as whichever is in force then (a time skipped by the change to
 * daylight time is read as standard time, and shows an hour later). */
time_t mktime(struct tm *tm) {
    tzset();
    struct tm fields = *tm;
    long long local = timegm(&fields);
    if (local == -1 && fields.tm_year != 69)
        return (time_t)-1;
    long long t = local + __divm_tz_west(daylight && tm->tm_isdst > 0);
    if (daylight && tm->tm_isdst < 0 && __divm_tz_is_dst(t) && __divm_tz_is_dst(local + __divm_tz_west(1)))
        t = local + __divm_tz_west(1);
    time_t r = (time_t)t;
    if (!localtime_r(&r, tm))
        return (time_t)-1;
    return r;
}

char *asctime_r(const struct tm *restrict tm, char *restrict buf) {
    snprintf(buf, 26, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", wday_name[(unsigned)tm->tm_wday % 7],
             mon_name[(unsigned)tm->tm_mon % 12], tm->tm_mday, tm->tm_hour, tm->tm_min, tm->tm_sec,
             tm->tm_year + 1900);
    return buf;
}

char *asctime(const struct tm *tm) {
    static char buf[64];
    snprintf(buf, sizeof buf, "%.3s %.3s%3d %.2d:%.2d:%.2d %d\n", wday_name[(unsigned)tm->tm_wday % 7],
             mon_name[(unsigned)tm->tm_mon % 12], tm->tm_mday, tm->tm_hour, tm->tm_min, tm->tm_sec,
             tm->tm_year + 1900);
    return buf;
}

char *ctime_r(const time_t *t, char *buf) {
    struct tm tm;
    return localtime_r(t, &tm) ? asctime_r(&tm, buf) : NULL;
}

char *ctime(const time_t *t) {
    struct tm *tm = localtime(t);
    return tm ? asctime(tm) : NULL;
}

/* ISO 8601 week number and week-based year. */
static int iso_week(const struct tm *tm, int *year) {
    int y = tm->tm_year + 1900;
    int wday = (tm->tm_wday + 6) % 7; /* Monday = 0 */
    int week = (tm->tm_yday - wday + 10) / 7;
    if (week < 1) {
        y--;
        int prev_days = leap(y) ? 366 : 365;
        week = (tm->tm_yday + prev_days - wday + 10) / 7;
    } else if (week == 53) {
        int days = leap(y) ? 366 : 365;
        if (tm->tm_yday - wday + 3 >= days) /* the Thursday is in the next year */
            week = 1, y++;
    }
    *year = y;
    return week;
}

struct buf {
    char *s;
    size_t n, len;
    int full;
};

static void add(struct buf *b, const char *s, size_t n) {
    if (b->len + n >= b->n) {
        b->full = 1;
        return;
    }
    memcpy(b->s + b->len, s, n);
    b->len += n;
}

/* A number of a conversion whose own padding is `pad` ('0' or ' ') to
 * `width` digits, unless glibc's flags say otherwise: '-' none, '_'
 * spaces, '0' zeros; a width given in the format replaces the own one. */
struct numfmt {
    char flag;
    int width; /* -1: none given */
};

static void num(struct buf *b, const struct numfmt *nf, long long v, char pad, int width) {
    if (nf->flag == '-')
        width = 0, pad = ' '; /* (glibc: blanks up to a width given) */
    else if (nf->flag == '_')
        pad = ' ';
    else if (nf->flag == '0')
        pad = '0';
    if (nf->width >= 0)
        width = nf->width;
    char tmp[48];
    int n = snprintf(tmp, sizeof tmp, pad == '0' ? "%0*lld" : "%*lld", width, v);
    add(b, tmp, (size_t)n);
}

static void format(struct buf *b, const char *fmt, const struct tm *tm) {
    for (const char *f = fmt; *f && !b->full; f++) {
        if (*f != '%') {
            add(b, f, 1);
            continue;
        }
        const char *start = f++;
        /* glibc's flags and field width (GNU extensions): "%-d", "%_H", "%3j" */
        struct numfmt nf = {0, -1};
        while (*f == '-' || *f == '_' || *f == '0' || *f == '^' || *f == '#') {
            if (*f != '^' && *f != '#')
                nf.flag = *f;
            f++;
        }
        if (*f >= '1' && *f <= '9') {
            nf.width = 0;
            while (*f >= '0' && *f <= '9' && nf.width < 64)
                nf.width = nf.width * 10 + (*f++ - '0');
        }
        /* E and O (alternative forms: the C locale has none) go with some
         * conversions only; glibc copies any other whole */
        char mod = 0;
        while (*f == 'E' || *f == 'O')
            mod = *f++;
        if (*f && mod && !strchr(mod == 'E' ? "cCxXyY" : "deHIklmMSuUVwWy", *f)) {
            add(b, start, (size_t)(f - start + 1));
            continue;
        }
        int iy;
        switch (*f) {
        case 'a':
            add(b, wday_name[(unsigned)tm->tm_wday % 7], 3);
            break;
        case 'A':
            add(b, wday_name[(unsigned)tm->tm_wday % 7], strlen(wday_name[(unsigned)tm->tm_wday % 7]));
            break;
        case 'b':
        case 'h':
            add(b, mon_name[(unsigned)tm->tm_mon % 12], 3);
            break;
        case 'B':
            add(b, mon_name[(unsigned)tm->tm_mon % 12], strlen(mon_name[(unsigned)tm->tm_mon % 12]));
            break;
        case 'c':
            format(b, "%a %b %e %H:%M:%S %Y", tm);
            break;
        case 'C':
            num(b, &nf, (tm->tm_year + 1900LL) / 100, '0', 2);
            break;
        case 'd':
            num(b, &nf, tm->tm_mday, '0', 2);
            break;
        case 'D':
            format(b, "%m/%d/%y", tm);
            break;
        case 'e':
            num(b, &nf, tm->tm_mday, ' ', 2);
            break;
        case 'F':
            format(b, "%Y-%m-%d", tm);
            break;
        case 'g':
            iso_week(tm, &iy);
            num(b, &nf, (iy % 100 + 100) % 100, '0', 2);
            break;
        case 'G':
            iso_week(tm, &iy);
            num(b, &nf, iy, '0', 1);
            break;
        case 'H':
            num(b, &nf, tm->tm_hour, '0', 2);
            break;
        case 'I':
            num(b, &nf, tm->tm_hour % 12 ? tm->tm_hour % 12 : 12, '0', 2);
            break;
        case 'j':
            num(b, &nf, tm->tm_yday + 1, '0', 3);
            break;
        case 'k': /* (GNU: the hour, blank-padded) */
            num(b, &nf, tm->tm_hour, ' ', 2);
            break;
        case 'l': /* (GNU: the hour on a 12-hour clock, blank-padded) */
            num(b, &nf, tm->tm_hour % 12 ? tm->tm_hour % 12 : 12, ' ', 2);
            break;
        case 'm':
            num(b, &nf, tm->tm_mon + 1, '0', 2);
            break;
        case 'M':
            num(b, &nf, tm->tm_min, '0', 2);
            break;
        case 'n':
            add(b, "\n", 1);
            break;
        case 'p':
            add(b, tm->tm_hour < 12 ? "AM" : "PM", 2);
            break;
        case 'P':
            add(b, tm->tm_hour < 12 ? "am" : "pm", 2);
            break;
        case 'r':
            format(b, "%I:%M:%S %p", tm);
            break;
        case 'R':
            format(b, "%H:%M", tm);
            break;
        case 's': {
            struct tm copy = *tm;
            num(b, &nf, (long long)mktime(&copy), '0', 1);
            break;
        }
        case 'S':
            num(b, &nf, tm->tm_sec, '0', 2);
            break;
        case 't':
            add(b, "\t", 1);
            break;
        case 'T':
            format(b, "%H:%M:%S", tm);
            break;
        case 'u':
            num(b, &nf, tm->tm_wday ? tm->tm_wday : 7, '0', 1);
            break;
        case 'U':
            num(b, &nf, (tm->tm_yday + 7 - tm->tm_wday) / 7, '0', 2);
            break;
        case 'V':
            num(b, &nf, iso_week(tm, &iy), '0', 2);
            break;
        case 'w':
            num(b, &nf, tm->tm_wday, '0', 1);
            break;
        case 'W':
            num(b, &nf, (tm->tm_yday + 7 - (tm->tm_wday + 6) % 7) / 7, '0', 2);
            break;
        case 'x':
            format(b, "%m/%d/%y", tm);
            break;
        case 'X':
            format(b, "%H:%M:%S", tm);
            break;
        case 'y':
            num(b, &nf, ((tm->tm_year + 1900LL) % 100 + 100) % 100, '0', 2);
            break;
        case 'Y':
            num(b, &nf, tm->tm_year + 1900LL, '0', 1);
            break;
        case 'z': {
            long off = tm->tm_gmtoff, a = off < 0 ? -off : off;
            char z[8];
            snprintf(z, sizeof z, "%c%02ld%02ld", off < 0 ? '-' : '+', a / 3600 % 100, a / 60 % 60);
            add(b, z, strlen(z));
            break;
        }
        case 'Z':
            add(b, tm->tm_zone ? tm->tm_zone : "", tm->tm_zone ? strlen(tm->tm_zone) : 0);
            break;
        case '%':
            add(b, "%", 1);
            break;
        case 0:
            f--;
            break;
        default:
            add(b, start, (size_t)(f - start + 1));
        }
    }
}

size_t strftime(char *restrict s, size_t n, const char *restrict fmt, const struct tm *restrict tm) {
    struct buf b = {s, n, 0, 0};
    if (n == 0)
        return 0;
    format(&b, fmt, tm);
    if (b.full)
        return 0;
    s[b.len] = 0;
    return b.len;
}
