/* Local variables of each kind for `print` and `locals`, and a call for
 * `line` and `next` (tests/sim.rs). */
struct point {
    int x;
    long y;
};

int twice(int v) {
    int r = v * 2;
    return r;
}

int main(void) {
    int arr[3] = {1, 2, 3};
    struct point p = {4, 5};
    char name[6] = "divm";
    int *q = &arr[1];
    int total = 0;
    for (int i = 0; i < 3; i++) {
        int sq = arr[i] * arr[i];
        total += sq;
    }
    total = twice(total) + p.x + *q + name[0];
    {
        int total = -1;
        p.y = total;
    }
    return total == 0;
}
