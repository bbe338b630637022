// A write through a pointer to a variable of an inner block after the
// block, while the enclosing function still runs.
// EXPECT: error memory
static int *keep(int *p) { return p; }

int main(void) {
    int *p = 0;
    if (p == 0) {
        int local[4] = {0};
        p = keep(local);
        p[1] = 1;
    }
    p[2] = 2; // ERROR
    return 0;
}
