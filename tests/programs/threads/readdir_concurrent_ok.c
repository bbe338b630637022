// While main lists a directory, another thread adds and removes entries: every entry that exists throughout is returned exactly once (POSIX leaves only the changed ones open).
// EXPECT: safe
#include <assert.h>
#include <dirent.h>
#include <fcntl.h>
#include <pthread.h>
#include <string.h>
#include <sys/stat.h>
#include <unistd.h>

static void *changer(void *arg) {
    (void)arg;
    unlink("/tmp/d/b");
    close(open("/tmp/d/z", O_CREAT | O_WRONLY, 0644));
    return 0;
}

int main(void) {
    pthread_t t;
    mkdir("/tmp/d", 0755);
    close(open("/tmp/d/a", O_CREAT | O_WRONLY, 0644));
    close(open("/tmp/d/b", O_CREAT | O_WRONLY, 0644));
    close(open("/tmp/d/c", O_CREAT | O_WRONLY, 0644));
    DIR *d = opendir("/tmp/d");
    pthread_create(&t, 0, changer, 0);
    int a = 0, c = 0, dots = 0;
    struct dirent *e;
    while ((e = readdir(d))) {
        if (strcmp(e->d_name, "a") == 0)
            a++;
        else if (strcmp(e->d_name, "c") == 0)
            c++;
        else if (e->d_name[0] == '.')
            dots++;
    }
    closedir(d);
    assert(a == 1 && c == 1 && dots == 2);
    pthread_join(t, 0);
    return 0;
}
