// strftime's GNU extensions that programs use to format dates without padding: the flags '-' (none), '_' (blanks), '0' (zeros), a field width, and %k / %l (blank-padded hours); an unknown conversion, or an E or O modifier on a conversion without one, is copied whole.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <time.h>

static void show(const char *fmt, const struct tm *tm) {
    char buf[128];
    size_t n = strftime(buf, sizeof buf, fmt, tm);
    printf("%-28s -> %zu [%s]\n", fmt, n, buf);
}

int main(void) {
    time_t times[] = {0, 1000000000, 951782400 + 3600 * 13 + 5 * 60 + 7, 1700000000};
    for (int i = 0; i < 4; i++) {
        struct tm tm;
        gmtime_r(&times[i], &tm);
        show("%-d/%-m/%Y %-H:%M", &tm);
        show("%_d|%_m|%_H|%_M|%_S", &tm);
        show("%0e|%-e|%_j|%-j|%0k", &tm);
        show("%k|%l|%-l|%_I|%-I %p", &tm);
        show("%5Y|%3d|%-3d|%_5m|%06s", &tm);
        show("%-U %-W %-V %-u %-w %-y %-C %-G %-g", &tm);
        show("%Od %Ey %q %-q %Ox %EH %Ec", &tm);
    }
    return 0;
}
