// /dev/null exists: writes to it (write, fprintf, stdout or stderr reopened on it) vanish, reads and fgets find it empty, stat says a character device.
// EXPECT: safe
// MODE: run-diff
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

int main(void) {
    int fd = open("/dev/null", O_RDWR);
    printf("open: %d\n", fd >= 0);
    printf("write: %zd\n", write(fd, "gone", 4));
    char buf[8] = "xxxxxxx";
    printf("read: %zd, buffer kept: %s\n", read(fd, buf, sizeof buf), buf);
    struct stat st;
    printf("fstat: %d, character device: %d\n", fstat(fd, &st), S_ISCHR(st.st_mode));
    printf("stat: %d, character device: %d\n", stat("/dev/null", &st), S_ISCHR(st.st_mode));
    printf("access: %d\n", access("/dev/null", R_OK | W_OK));
    close(fd);

    FILE *f = fopen("/dev/null", "w");
    printf("fopen w: %d, fprintf: %d\n", f != NULL, fprintf(f, "hidden %d\n", 42));
    fclose(f);
    f = fopen("/dev/null", "r");
    printf("fopen r: %d, fgets: %s, fgetc is EOF: %d\n", f != NULL, fgets(buf, sizeof buf, f) ? "line" : "none", fgetc(f) == EOF);
    fclose(f);

    fflush(stdout);
    FILE *e = freopen("/dev/null", "w", stderr);
    printf("freopen stderr: %d\n", e != NULL);
    fprintf(stderr, "not shown\n");
    int saved = dup(1);
    int n = open("/dev/null", O_WRONLY);
    fflush(stdout);
    dup2(n, 1);
    printf("this line goes to /dev/null\n");
    fflush(stdout);
    dup2(saved, 1);
    close(n);
    close(saved);
    printf("stdout back\n");
    return 0;
}
