// Definedness stays per bit: an uninitialised variable added to a symbolic value is still an uninit error when it decides a branch.
// EXPECT: error uninit
// FLAGS: --symbolic
extern int __VERIFIER_nondet_int(void);

int main(void) {
    int x = __VERIFIER_nondet_int();
    int y;
    int z = x + y;
    if (z > 0) // ERROR
        return 1;
    return 0;
}
