// A reach_error whose body has a bug of its own, a null store, reports
// that store where it is: only a failed assertion or abort() inside
// reach_error is placed at the call (nondet/reach_error_own.c).
// EXPECT: error memory

void reach_error(void) {
    int *p = 0;
    *p = 1; // ERROR
}

int main(void) {
    int a[3] = {1, 2, 3};
    if (a[0] + a[2] == 4)
        reach_error();
    return 0;
}
