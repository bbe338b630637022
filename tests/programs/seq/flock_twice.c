// One thread opens a file twice and takes an exclusive flock through each: the two open file descriptions conflict, so the second call waits forever, a deadlock.
// EXPECT: error deadlock
#include <fcntl.h>
#include <stdio.h>
#include <sys/file.h>
#include <unistd.h>

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/flock_twice_%d", (int)getpid());
    int a = open(path, O_CREAT | O_RDWR, 0644);
    int b = open(path, O_RDWR);
    flock(a, LOCK_EX);
    flock(b, LOCK_EX); // ERROR
    unlink(path);
    return 0;
}
