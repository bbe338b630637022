// The user and group databases hold root alone (getpwnam/getpwuid and the _r forms with ERANGE for a small buffer, getpwent, getgrgid/getgrnam_r), syslog drops messages (LOG_PERROR writes them to stderr) and setlogmask returns the old mask, there are no terminals (tcgetattr/tcsetattr ENOTTY, EBADF; ioctl ENOTTY but FIONBIO), cfsetospeed/cfmakeraw work on the structure, utime checks the file, statvfs/fstatvfs describe one file system, sysinfo and get_nprocs one CPU.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <fcntl.h>
#include <grp.h>
#include <pwd.h>
#include <string.h>
#include <sys/ioctl.h>
#include <sys/statvfs.h>
#include <sys/sysinfo.h>
#include <syslog.h>
#include <termios.h>
#include <unistd.h>
#include <utime.h>

int main(void) {
    struct passwd *pw = getpwuid(0);
    assert(pw && strcmp(pw->pw_name, "root") == 0 && pw->pw_uid == 0 && strcmp(pw->pw_dir, "/root") == 0);
    assert(getpwnam("root") == pw && getpwnam("nobody-here") == NULL && getpwuid(4242) == NULL);
    struct passwd pwd, *res;
    char buf[128], tiny[4];
    assert(getpwnam_r("root", &pwd, buf, sizeof buf, &res) == 0 && res == &pwd && strcmp(pwd.pw_shell, "/bin/sh") == 0);
    assert(getpwuid_r(0, &pwd, tiny, sizeof tiny, &res) == ERANGE && res == NULL);
    assert(getpwuid_r(7, &pwd, buf, sizeof buf, &res) == 0 && res == NULL);
    setpwent();
    assert(getpwent() == pw && getpwent() == NULL);
    endpwent();
    struct group *gr = getgrgid(0);
    assert(gr && strcmp(gr->gr_name, "root") == 0 && gr->gr_mem[0] == NULL);
    struct group grp, *gres;
    assert(getgrnam_r("root", &grp, buf, sizeof buf, &gres) == 0 && gres == &grp && grp.gr_gid == 0 && grp.gr_mem[0] == NULL);
    assert(getgrnam("wheel") == NULL);

    openlog("test", LOG_PID, LOG_USER);
    syslog(LOG_INFO, "dropped %d", 1);
    int old = setlogmask(LOG_UPTO(LOG_ERR));
    assert(old == 0xff && setlogmask(0) == LOG_UPTO(LOG_ERR));
    closelog();
    openlog("test", LOG_PERROR, LOG_USER);
    syslog(LOG_ERR, "to stderr: %s", "yes");
    syslog(LOG_DEBUG, "masked");
    closelog();

    struct termios t;
    memset(&t, 0, sizeof t);
    errno = 0;
    assert(tcgetattr(0, &t) == -1 && errno == ENOTTY);
    errno = 0;
    assert(tcsetattr(99, TCSANOW, &t) == -1 && errno == EBADF);
    assert(cfsetospeed(&t, B9600) == 0 && cfgetospeed(&t) == B9600);
    errno = 0;
    assert(cfsetispeed(&t, 12345) == -1 && errno == EINVAL);
    t.c_lflag = ICANON | ECHO;
    cfmakeraw(&t);
    assert(!(t.c_lflag & (ICANON | ECHO)) && (t.c_cflag & CS8) == CS8 && t.c_cc[VMIN] == 1);
    struct winsize ws;
    errno = 0;
    assert(ioctl(1, TIOCGWINSZ, &ws) == -1 && errno == ENOTTY);
    int p[2];
    assert(pipe(p) == 0);
    int on = 1;
    assert(ioctl(p[0], FIONBIO, &on) == 0 && (fcntl(p[0], F_GETFL) & O_NONBLOCK));
    char c;
    errno = 0;
    assert(read(p[0], &c, 1) == -1 && errno == EAGAIN);

    struct utimbuf ut = {1, 2};
    int fd = open("/tmp/u", O_CREAT | O_WRONLY, 0644);
    assert(fd >= 0 && utime("/tmp/u", &ut) == 0 && utime("/tmp/u", NULL) == 0);
    errno = 0;
    assert(utime("/tmp/none", &ut) == -1 && errno == ENOENT);
    struct statvfs v;
    assert(statvfs("/tmp", &v) == 0 && v.f_bsize == 4096 && v.f_bavail <= v.f_blocks && v.f_namemax == 255);
    assert(fstatvfs(fd, &v) == 0);
    errno = 0;
    assert(statvfs("/none", &v) == -1 && errno == ENOENT);
    close(fd);

    struct sysinfo si;
    assert(sysinfo(&si) == 0 && si.totalram > 0 && si.procs >= 1);
    assert(get_nprocs() == 1 && get_nprocs_conf() == 1);
    return 0;
}
