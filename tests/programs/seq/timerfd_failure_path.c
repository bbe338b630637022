// timerfd_create fails under divm (ENOSYS: timer descriptors are not
// modelled), so the check explores the program's failure path, whose
// fallback reads through a NULL pointer: an error, not a silent pass.
// EXPECT: error memory
#include <stddef.h>
#include <sys/timerfd.h>

static const char *fallback_name;

int main(void) {
    int fd = timerfd_create(CLOCK_MONOTONIC, 0);
    if (fd < 0)
        return fallback_name[0]; // ERROR
    return 0;
}
