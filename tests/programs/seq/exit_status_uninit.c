// main returns a value that was never defined (f falls off its end for a
// negative argument): an uninit error, reported at main's `return`, the
// last user code, not inside the runtime's exit path that tests it. The
// message names f's missing return.
// EXPECT: error uninit
static int f(int x) {
    if (x > 0)
        return 1;
}

int main(int argc, char **argv) {
    (void)argv;
    return f(-argc); // ERROR: 'f' returned an undefined value
}
