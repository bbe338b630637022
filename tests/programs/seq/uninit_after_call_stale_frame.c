// A callee's uninitialised local is read where the frame of the callee before it, now returned, held defined values: an uninit error all the same (a call made inside a run of fast calls sets, from the fresh frame, every register a read may find unwritten).
// EXPECT: error uninit
static int fill(int a) {
    int x = a * 3, y = a + 5, z = x ^ y, w = z - x;
    return x + y + z + w;
}

static int late(int a) {
    int v;
    if (v > a) // ERROR
        return 1;
    return 0;
}

static int both(int a) {
    int s = fill(a);
    return s + late(a);
}

int main(void) {
    both(2);
    return 0;
}
