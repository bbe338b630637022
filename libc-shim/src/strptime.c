/* strptime.c -- the inverse of strftime for the C locale (POSIX, with
 * glibc's extensions %F %s %u %z and its completion of the date): names
 * match in any case, full or abbreviated; a numeric field takes at most
 * its width of digits after optional white space, and a value out of
 * range fails; white space in the format matches any amount, including
 * none. Once a date field is read, tm_wday and tm_yday are computed
 * unless they were read, as glibc does. */
#include <ctype.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>
#include <time.h>

static const char *const days[] = {"Sunday", "Monday", "Tuesday", "Wednesday", "Thursday", "Friday", "Saturday"};
static const char *const months[] = {"January", "February", "March",     "April",   "May",      "June",
                                     "July",    "August",   "September", "October", "November", "December"};

struct state {
    int century, want_century; /* %C, and a %y to combine it with */
    int pm, have_pm, have_I;
    int have_wday, have_yday, have_mon, have_mday, want_xday;
};

/* The index of the name (full, else its first three letters) at *s. */
static int name(const char **s, const char *const *names, int n) {
    for (int i = 0; i < n; i++) {
        size_t k = strlen(names[i]);
        if (strncasecmp(*s, names[i], k) == 0) {
            *s += k;
            return i;
        }
    }
    for (int i = 0; i < n; i++)
        if (strncasecmp(*s, names[i], 3) == 0) {
            *s += 3;
            return i;
        }
    return -1;
}

/* At most `width` digits (after white space), in [lo, hi]; -1 if none or
 * out of range. */
static int number(const char **s, int width, int lo, int hi) {
    const char *p = *s;
    while (isspace((unsigned char)*p))
        p++;
    if (!isdigit((unsigned char)*p))
        return -1;
    int v = 0;
    for (int i = 0; i < width && isdigit((unsigned char)*p); i++)
        v = v * 10 + (*p++ - '0');
    if (v < lo || v > hi)
        return -1;
    *s = p;
    return v;
}

static int leap(long y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }
static const int month_start[2][13] = {{0, 31, 59, 90, 120, 151, 181, 212, 243, 273, 304, 334, 365},
                                       {0, 31, 60, 91, 121, 152, 182, 213, 244, 274, 305, 335, 366}};

/* Days from 1970-01-01 to the first of month m (0-11) of year y. */
static long days_to(long y, int m) {
    long d = 365 * (y - 1970);
    /* leap days in [1970, y) */
    long a = y - 1, b = 1969;
    d += (a / 4 - a / 100 + a / 400) - (b / 4 - b / 100 + b / 400);
    return d + month_start[leap(y)][m];
}

static const char *parse(const char *s, const char *fmt, struct tm *tm, struct state *st);

/* One conversion (the letter after '%', modifiers E and O skipped). */
static const char *conversion(const char *s, char c, struct tm *tm, struct state *st) {
    int v;
    switch (c) {
    case '%':
        return *s == '%' ? s + 1 : NULL;
    case 'a':
    case 'A':
        if ((v = name(&s, days, 7)) < 0)
            return NULL;
        tm->tm_wday = v, st->have_wday = 1;
        return s;
    case 'b':
    case 'B':
    case 'h':
        if ((v = name(&s, months, 12)) < 0)
            return NULL;
        tm->tm_mon = v, st->have_mon = 1, st->want_xday = 1;
        return s;
    case 'c':
        return parse(s, "%a %b %e %H:%M:%S %Y", tm, st);
    case 'C':
        if ((v = number(&s, 2, 0, 99)) < 0)
            return NULL;
        st->century = v, st->want_xday = 1;
        return s;
    case 'd':
    case 'e':
        if ((v = number(&s, 2, 1, 31)) < 0)
            return NULL;
        tm->tm_mday = v, st->have_mday = 1, st->want_xday = 1;
        return s;
    case 'D':
    case 'x':
        return parse(s, "%m/%d/%y", tm, st);
    case 'F':
        return parse(s, "%Y-%m-%d", tm, st);
    case 'H':
        if ((v = number(&s, 2, 0, 23)) < 0)
            return NULL;
        tm->tm_hour = v, st->have_I = 0;
        return s;
    case 'I':
        if ((v = number(&s, 2, 1, 12)) < 0)
            return NULL;
        tm->tm_hour = v % 12, st->have_I = 1;
        return s;
    case 'j':
        if ((v = number(&s, 3, 1, 366)) < 0)
            return NULL;
        tm->tm_yday = v - 1, st->have_yday = 1;
        return s;
    case 'm':
        if ((v = number(&s, 2, 1, 12)) < 0)
            return NULL;
        tm->tm_mon = v - 1, st->have_mon = 1, st->want_xday = 1;
        return s;
    case 'M':
        if ((v = number(&s, 2, 0, 59)) < 0)
            return NULL;
        tm->tm_min = v;
        return s;
    case 'n':
    case 't':
        while (isspace((unsigned char)*s))
            s++;
        return s;
    case 'p':
        if (strncasecmp(s, "AM", 2) == 0)
            st->pm = 0;
        else if (strncasecmp(s, "PM", 2) == 0)
            st->pm = 1;
        else
            return NULL;
        st->have_pm = 1;
        return s + 2;
    case 'r':
        return parse(s, "%I:%M:%S %p", tm, st);
    case 'R':
        return parse(s, "%H:%M", tm, st);
    case 's': {
        const char *p = s;
        while (isspace((unsigned char)*p))
            p++;
        int neg = *p == '-';
        if (neg)
            p++;
        if (!isdigit((unsigned char)*p))
            return NULL;
        long long t = 0;
        while (isdigit((unsigned char)*p))
            t = t * 10 + (*p++ - '0');
        time_t secs = (time_t)(neg ? -t : t);
        if (!localtime_r(&secs, tm))
            return NULL;
        return p;
    }
    case 'S':
        if ((v = number(&s, 2, 0, 61)) < 0)
            return NULL;
        tm->tm_sec = v;
        return s;
    case 'T':
    case 'X':
        return parse(s, "%H:%M:%S", tm, st);
    case 'u':
        if ((v = number(&s, 1, 1, 7)) < 0)
            return NULL;
        tm->tm_wday = v % 7, st->have_wday = 1;
        return s;
    case 'w':
        if ((v = number(&s, 1, 0, 6)) < 0)
            return NULL;
        tm->tm_wday = v, st->have_wday = 1;
        return s;
    case 'U':
    case 'W':
    case 'V':
        /* week numbers are read and not used */
        return number(&s, 2, 0, 53) < 0 ? NULL : s;
    case 'g':
        return number(&s, 2, 0, 99) < 0 ? NULL : s;
    case 'G':
        return number(&s, 4, 0, 9999) < 0 ? NULL : s;
    case 'y':
        if ((v = number(&s, 2, 0, 99)) < 0)
            return NULL;
        /* POSIX: 69-99 are 1969-1999, 00-68 are 2000-2068 */
        tm->tm_year = v >= 69 ? v : v + 100;
        st->want_century = 1, st->want_xday = 1;
        return s;
    case 'Y':
        if ((v = number(&s, 4, 0, 9999)) < 0)
            return NULL;
        tm->tm_year = v - 1900;
        st->want_century = 0, st->want_xday = 1;
        return s;
    case 'z': {
        while (isspace((unsigned char)*s))
            s++;
        if (*s != '+' && *s != '-')
            return NULL;
        int neg = *s++ == '-';
        /* hh, hhmm or hh:mm */
        if (!isdigit((unsigned char)s[0]) || !isdigit((unsigned char)s[1]))
            return NULL;
        int hh = (s[0] - '0') * 10 + (s[1] - '0'), mm = 0;
        s += 2;
        if (*s == ':')
            s++;
        if (isdigit((unsigned char)s[0])) {
            if (!isdigit((unsigned char)s[1]) || (mm = (s[0] - '0') * 10 + (s[1] - '0')) >= 60)
                return NULL;
            s += 2;
        }
        tm->tm_gmtoff = (neg ? -1 : 1) * (hh * 3600L + mm * 60L);
        return s;
    }
    default:
        return NULL;
    }
}

static const char *parse(const char *s, const char *fmt, struct tm *tm, struct state *st) {
    while (*fmt) {
        if (isspace((unsigned char)*fmt)) {
            while (isspace((unsigned char)*s))
                s++;
            fmt++;
            continue;
        }
        if (*fmt != '%') {
            if (*s != *fmt)
                return NULL;
            s++, fmt++;
            continue;
        }
        fmt++;
        if (*fmt == 'E' || *fmt == 'O')
            fmt++;
        if (!*fmt)
            return NULL;
        s = conversion(s, *fmt++, tm, st);
        if (!s)
            return NULL;
    }
    return s;
}

char *strptime(const char *restrict s, const char *restrict fmt, struct tm *restrict tm) {
    struct state st;
    memset(&st, 0, sizeof st);
    st.century = -1;
    const char *end = parse(s, fmt, tm, &st);
    if (!end)
        return NULL;
    if (st.have_I && st.have_pm && st.pm)
        tm->tm_hour += 12;
    if (st.century >= 0)
        tm->tm_year = st.want_century ? tm->tm_year % 100 + (st.century - 19) * 100 : (st.century - 19) * 100;
    long year = 1900L + tm->tm_year;
    /* glibc's completion: a date field without a weekday gives the
     * weekday (and a day of the year without month and day gives them);
     * any date field without a day of the year gives it, from whatever
     * month and day tm holds. */
    if (st.want_xday && tm->tm_mon >= 0 && tm->tm_mon < 12) {
        int l = leap(year);
        if (!st.have_wday) {
            if (st.have_yday && !(st.have_mon && st.have_mday)) {
                int m = 0;
                while (m < 11 && month_start[l][m + 1] <= tm->tm_yday)
                    m++;
                if (!st.have_mon)
                    tm->tm_mon = m;
                if (!st.have_mday)
                    tm->tm_mday = tm->tm_yday - month_start[l][tm->tm_mon] + 1;
            }
            long d = days_to(year, tm->tm_mon) + tm->tm_mday - 1;
            tm->tm_wday = (int)(((d + 4) % 7 + 7) % 7); /* 1970-01-01 was a Thursday */
        }
        if (!st.have_yday)
            tm->tm_yday = month_start[l][tm->tm_mon] + tm->tm_mday - 1;
    }
    return (char *)end;
}
