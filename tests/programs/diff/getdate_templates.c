// getdate against glibc: getdate_err 1 without DATEMSK (unset or empty), 3 for a missing template file, 4 for a directory, 7 when no line matches, 8 for an impossible date (February 30), and full dates read with the first matching template (leading and trailing white space allowed); only fields the input gives are printed (the others come from the current time).
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <assert.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

static void t(const char *in, int time_too) {
    getdate_err = 0;
    struct tm *tm = getdate(in);
    printf("%-24s ", in);
    if (!tm) {
        printf("NULL err=%d\n", getdate_err);
        return;
    }
    printf("%04d-%02d-%02d wday=%d yday=%d", tm->tm_year + 1900, tm->tm_mon + 1, tm->tm_mday, tm->tm_wday, tm->tm_yday);
    if (time_too)
        printf(" %02d:%02d:%02d", tm->tm_hour, tm->tm_min, tm->tm_sec);
    printf("\n");
}

int main(void) {
    char file[64], dir[64];
    snprintf(file, sizeof file, "/tmp/datemsk_%d", (int)getpid());
    snprintf(dir, sizeof dir, "/tmp/datemsk_dir_%d", (int)getpid());
    unsetenv("DATEMSK");
    t("2024-01-01", 0);
    setenv("DATEMSK", "", 1);
    t("2024-01-01", 0);
    setenv("DATEMSK", file, 1);
    t("2024-01-01", 0);
    assert(mkdir(dir, 0755) == 0);
    setenv("DATEMSK", dir, 1);
    t("2024-01-01", 0);
    rmdir(dir);

    FILE *f = fopen(file, "w");
    assert(f);
    fputs("%Y-%m-%d %H:%M:%S\n%d/%m/%Y\n%B %d %Y\n%Y-%m-%d\n", f);
    fclose(f);
    setenv("DATEMSK", file, 1);
    t("2024-02-29 12:34:56", 1);
    t("  1999-12-31 23:59:59  ", 1);
    t("07/03/2021", 0);
    t("March 5 2021", 0);
    t("dec 25 2000", 0);
    t("2023-06-15", 0);
    t("2023-02-30", 0);
    t("31/04/2022", 0);
    t("hello", 0);
    t("2023-06-15 junk", 0);
    unlink(file);
    return 0;
}
