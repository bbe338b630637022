// semctl's fourth argument is a union semun (POSIX: the program defines it); passing a plain int for SETVAL, which glibc happens to accept, is reported as a va_arg mismatch at the call (the twin semctl_union_arg_ok.c passes the union).
// EXPECT: error memory
// ERROR: va_arg of type pointer reads variadic argument 1, which was passed as an int
#include <sys/sem.h>

int main(void) {
    int id = semget(IPC_PRIVATE, 1, 0600);
    semctl(id, 0, SETVAL, 3); // ERROR
    semctl(id, 0, IPC_RMID);
    return 0;
}
