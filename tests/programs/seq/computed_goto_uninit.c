// The target of a computed goto is a variable that one path leaves unset: jumping through the uninitialised pointer is reported (uninit) at the goto.
// EXPECT: error uninit
extern int __VERIFIER_nondet_int(void);

int main(void) {
    void *next;
    int mode = __VERIFIER_nondet_int();
    if (mode == 1) next = &&one;
    else if (mode == 2) next = &&two;
    goto *next; // ERROR
one:
    return 1;
two:
    return 2;
}
