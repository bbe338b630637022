// A segment removed with IPC_RMID is freed at its last shmdt: reading it afterwards is a use after free.
// EXPECT: error memory
#include <stddef.h>
#include <sys/shm.h>

int main(void) {
    int id = shmget(IPC_PRIVATE, 64, IPC_CREAT | 0600);
    char *p = shmat(id, NULL, 0);
    p[0] = 'x';
    shmctl(id, IPC_RMID, NULL);
    shmdt(p);
    return p[0] == 'x'; // ERROR
}
