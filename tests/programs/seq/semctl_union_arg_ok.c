// The twin of semctl_int_arg.c: SETVAL through a union semun sets the value, and GETVAL reads it back.
// EXPECT: safe
#include <assert.h>
#include <sys/sem.h>

union semun {
    int val;
    struct semid_ds *buf;
    unsigned short *array;
};

int main(void) {
    int id = semget(IPC_PRIVATE, 1, 0600);
    union semun a = {.val = 3};
    assert(semctl(id, 0, SETVAL, a) == 0);
    assert(semctl(id, 0, GETVAL) == 3);
    semctl(id, 0, IPC_RMID);
    return 0;
}
