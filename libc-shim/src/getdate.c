/* getdate.c -- getdate (XSI): the input is read with each line of the
 * template file named by DATEMSK in turn (strptime; the whole input must
 * be used, trailing white space aside), and the fields the template does
 * not give are completed from the current time as POSIX says. Errors go
 * to getdate_err with POSIX's numbers, checked in glibc's order (1: no
 * DATEMSK, 3: cannot stat it, 4: not a regular file, 2: cannot read it,
 * 5: read error, 6: no memory, 7: no line matches, 8: an impossible date). */
#include <ctype.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

int getdate_err;

enum { F_YEAR = 1, F_MON = 2, F_MDAY = 4, F_WDAY = 8, F_HOUR = 16, F_MIN = 32, F_SEC = 64 };

/* Which fields the template's conversions give. */
static int fields(const char *t) {
    int f = 0;
    for (; *t; t++) {
        if (*t != '%')
            continue;
        t++;
        while (*t == 'E' || *t == 'O')
            t++;
        switch (*t) {
        case 'Y': case 'y': case 'C': case 'G': case 'g': f |= F_YEAR; break;
        case 'm': case 'b': case 'B': case 'h': f |= F_MON; break;
        case 'd': case 'e': f |= F_MDAY; break;
        case 'j': f |= F_MON | F_MDAY; break; /* strptime completes them */
        case 'a': case 'A': case 'u': case 'w': f |= F_WDAY; break;
        case 'H': case 'I': case 'k': case 'l': f |= F_HOUR; break;
        case 'M': f |= F_MIN; break;
        case 'S': f |= F_SEC; break;
        case 'D': case 'x': f |= F_YEAR | F_MON | F_MDAY; break;
        case 'F': f |= F_YEAR | F_MON | F_MDAY; break;
        case 'T': case 'r': case 'X': f |= F_HOUR | F_MIN | F_SEC; break;
        case 'R': f |= F_HOUR | F_MIN; break;
        case 'c': case 's': f |= F_YEAR | F_MON | F_MDAY | F_WDAY | F_HOUR | F_MIN | F_SEC; break;
        case 0: return f;
        }
    }
    return f;
}

static int leap(long y) { return (y % 4 == 0 && y % 100 != 0) || y % 400 == 0; }

static int month_days(long year, int mon) {
    static const int days[] = {31, 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31};
    return mon == 1 && leap(year) ? 29 : days[mon];
}

/* The fields template t gives from s into tm, or 0 if it does not match. */
static int match(const char *s, const char *t, struct tm *tm) {
    memset(tm, 0, sizeof *tm);
    tm->tm_year = 70;
    tm->tm_mday = 1;
    tm->tm_wday = -1;
    while (isspace((unsigned char)*s))
        s++;
    const char *end = strptime(s, t, tm);
    if (!end)
        return 0;
    while (isspace((unsigned char)*end))
        end++;
    return *end ? 0 : fields(t) | 128;
}

/* Completes tm (fields `f` given) from the current time; 0 if the date is
 * impossible. */
static int complete(struct tm *tm, int f) {
    time_t t = time(NULL);
    struct tm now;
    localtime_r(&t, &now);
    int have_time = f & (F_HOUR | F_MIN | F_SEC);
    if (!have_time) {
        tm->tm_hour = now.tm_hour;
        tm->tm_min = now.tm_min;
        tm->tm_sec = now.tm_sec;
    }
    int have_date = f & (F_YEAR | F_MON | F_MDAY | F_WDAY);
    if (!(f & F_YEAR))
        tm->tm_year = now.tm_year;
    if (f & F_MON) {
        /* a month without a year: this year's, or next year's if past */
        if (!(f & F_YEAR) && tm->tm_mon < now.tm_mon)
            tm->tm_year++;
    } else if (f & F_YEAR)
        tm->tm_mon = 0;
    else
        tm->tm_mon = now.tm_mon;
    if (!(f & F_MDAY)) {
        if (f & (F_MON | F_YEAR))
            tm->tm_mday = 1;
        else
            tm->tm_mday = now.tm_mday;
    }
    if (tm->tm_mday > month_days(tm->tm_year + 1900L, tm->tm_mon))
        return 0;
    if ((f & F_WDAY) && !(f & (F_YEAR | F_MON | F_MDAY))) {
        /* a weekday alone: today, or the next one */
        tm->tm_mday += (tm->tm_wday - now.tm_wday + 7) % 7;
    } else if (!have_date && have_time) {
        /* a time alone: today if it is still to come, else tomorrow */
        if (tm->tm_hour * 3600 + tm->tm_min * 60 + tm->tm_sec < now.tm_hour * 3600 + now.tm_min * 60 + now.tm_sec)
            tm->tm_mday++;
    }
    tm->tm_isdst = -1;
    mktime(tm); /* normalises the day and sets tm_wday and tm_yday */
    return 1;
}

struct tm *getdate(const char *string) {
    static struct tm result;
    const char *path = getenv("DATEMSK");
    if (!path || !*path) {
        getdate_err = 1;
        return NULL;
    }
    struct stat st;
    if (stat(path, &st) < 0) {
        getdate_err = 3;
        return NULL;
    }
    if (!S_ISREG(st.st_mode)) {
        getdate_err = 4;
        return NULL;
    }
    FILE *f = access(path, R_OK) == 0 ? fopen(path, "r") : NULL;
    if (!f) {
        getdate_err = 2;
        return NULL;
    }
    char *line = NULL;
    size_t cap = 0;
    ssize_t n;
    int found = 0;
    struct tm tm;
    while (!found && (n = getline(&line, &cap, f)) >= 0) {
        if (n > 0 && line[n - 1] == '\n')
            line[n - 1] = 0;
        found = match(string, line, &tm);
    }
    int err = ferror(f) ? 5 : !found && !line && !feof(f) ? 6 : 0;
    free(line);
    fclose(f);
    if (err) {
        getdate_err = err;
        return NULL;
    }
    if (!found) {
        getdate_err = 7;
        return NULL;
    }
    if (!complete(&tm, found)) {
        getdate_err = 8;
        return NULL;
    }
    result = tm;
    return &result;
}
