// sys/shm.h against Linux within one process: a private segment and a keyed one (ftok), zero-filled, two attaches see the same bytes, shm_segsz, the mode and shm_nattch through IPC_STAT, IPC_SET, IPC_RMID (the segment stays while attached, its key is free again), and the errors ENOENT, EEXIST, EINVAL (too big for the key, bad id, bad address).
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <string.h>
#include <sys/ipc.h>
#include <sys/shm.h>
#include <unistd.h>

static const char *err(void) { return errno == ENOENT ? "ENOENT" : errno == EEXIST ? "EEXIST" : errno == EINVAL ? "EINVAL" : "other"; }

int main(void) {
    int id = shmget(IPC_PRIVATE, 100, IPC_CREAT | 0600);
    printf("private %d\n", id >= 0);
    char *a = shmat(id, NULL, 0), *b = shmat(id, NULL, 0);
    printf("attached %d %d zero %d\n", a != (void *)-1, b != (void *)-1, a[0] == 0 && a[99] == 0);
    strcpy(a, "hello");
    printf("seen through b: %s\n", b);
    struct shmid_ds ds;
    shmctl(id, IPC_STAT, &ds);
    printf("segsz %zu nattch %lu mode %o\n", ds.shm_segsz, (unsigned long)ds.shm_nattch, (unsigned)(ds.shm_perm.mode & 0777));
    ds.shm_perm.mode = 0640;
    printf("set %d\n", shmctl(id, IPC_SET, &ds));
    shmctl(id, IPC_STAT, &ds);
    printf("mode %o\n", (unsigned)(ds.shm_perm.mode & 0777));
    printf("dt %d\n", shmdt(b));
    printf("rmid %d\n", shmctl(id, IPC_RMID, NULL));
    printf("still there: %s\n", a);
    printf("dt %d\n", shmdt(a));
    errno = 0;
    printf("dt again %d %s\n", shmdt(a), err());

    char path[64];
    snprintf(path, sizeof path, "/tmp/shm_key_%d", (int)getpid());
    close(open(path, O_CREAT | O_WRONLY, 0644));
    key_t key = ftok(path, 'x');
    printf("ftok %d\n", key != (key_t)-1);
    errno = 0;
    printf("absent %d %s\n", shmget(key, 10, 0600), err());
    int k = shmget(key, 64, IPC_CREAT | 0600);
    printf("created %d\n", k >= 0);
    printf("again same %d\n", shmget(key, 32, 0600) == k);
    errno = 0;
    printf("excl %d %s\n", shmget(key, 64, IPC_CREAT | IPC_EXCL | 0600), err());
    errno = 0;
    printf("too big %d %s\n", shmget(key, 4096 * 4, 0600), err());
    printf("rmid %d\n", shmctl(k, IPC_RMID, NULL));
    errno = 0;
    printf("gone %d %s\n", shmget(key, 10, 0600), err());
    errno = 0;
    printf("bad id stat %d %s\n", shmctl(123456, IPC_STAT, &ds), err());
    errno = 0;
    printf("bad id at %d %s\n", shmat(123456, NULL, 0) == (void *)-1, err());
    unlink(path);
    return 0;
}
