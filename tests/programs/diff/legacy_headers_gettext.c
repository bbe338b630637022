// GNU and BSD leftovers real programs still use: gettext and its family in the C locale (messages untranslated, plural by n, domains and bindings remembered), <sys/timeb.h>'s ftime, strtoq/strtouq, wait3/wait4 without children, the float and long double Bessel functions, and the old header names <wait.h>, <syscall.h>, <sys/syslog.h>, <sys/termios.h>, <sys/dir.h>.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <errno.h>
#include <libintl.h>
#include <locale.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/dir.h>
#include <sys/resource.h>
#include <sys/syslog.h>
#include <sys/termios.h>
#include <sys/timeb.h>
#include <syscall.h>
#include <time.h>
#include <wait.h>

#define _(s) gettext(s)

int main(void) {
    setlocale(LC_ALL, "C");
    printf("%s\n", _("hello, world"));
    for (unsigned long n = 0; n < 3; n++)
        printf(ngettext("%lu file\n", "%lu files\n", n), n);
    printf("%s %s\n", dgettext("other", "msg"), dcgettext("other", "cat", LC_MESSAGES));
    printf("%s %s\n", dngettext("d", "one", "many", 1), dcngettext("d", "one", "many", 5, LC_MESSAGES));
    printf("domain %s\n", textdomain(NULL));
    printf("domain %s\n", textdomain("myprog"));
    printf("domain %s\n", textdomain(NULL));
    printf("domain %s\n", textdomain(""));
    printf("dir %s\n", bindtextdomain("myprog", NULL));
    printf("dir %s\n", bindtextdomain("myprog", "/opt/myprog/locale"));
    printf("dir %s\n", bindtextdomain("myprog", NULL));
    printf("dir %s\n", bindtextdomain("", "/x") ? "set" : "(null)");
    const char *cs = bind_textdomain_codeset("myprog", NULL);
    printf("codeset %s\n", cs ? cs : "(null)");
    printf("codeset %s\n", bind_textdomain_codeset("myprog", "UTF-8"));
    printf("codeset %s\n", bind_textdomain_codeset("myprog", NULL));

    struct timeb tb;
    int r = ftime(&tb);
    time_t now = time(NULL);
    printf("ftime %d, ms in range %d, close to time() %d, tz %d dst %d\n", r, tb.millitm < 1000,
           now - tb.time >= 0 && now - tb.time < 5, tb.timezone, tb.dstflag);

    char *end;
    printf("strtoq %lld %s\n", strtoq("-9223372036854775807x", &end, 10), end);
    printf("strtouq %llu %s\n", strtouq("0xffffffffffffffff!", &end, 16), end);

    int st = 12345;
    struct rusage ru;
    errno = 0;
    pid_t p3 = wait3(&st, WNOHANG, &ru);
    int e3 = errno;
    errno = 0;
    pid_t p4 = wait4(-1, &st, 0, NULL);
    printf("wait3 %d %s, wait4 %d %s, status %d\n", (int)p3, e3 == ECHILD ? "ECHILD" : "?", (int)p4,
           errno == ECHILD ? "ECHILD" : "?", st);

    printf("bessel %.4f %.4f %.4f %.4f %.4f %.4f\n", (double)j0f(1.5f), (double)j1f(2.5f), (double)jnf(3, 4.0f),
           (double)y0f(1.5f), (double)y1f(2.5f), (double)ynf(2, 3.0f));
    printf("bessel %.10Lf %.10Lf %.10Lf\n", j0l(1.5L), y1l(2.5L), jnl(2, 7.0L));

    struct direct *d = NULL;
    printf("headers %d %d %d\n", LOG_ERR, (int)sizeof d->d_name > 0, SYS_getpid > 0);
    return 0;
}
