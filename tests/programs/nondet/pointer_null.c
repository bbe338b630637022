// __VERIFIER_nondet_pointer may return NULL; dereferencing it without a
// check is a memory error.
// EXPECT: error memory
// TAGS: nondet pointer
extern void *__VERIFIER_nondet_pointer(void);

int main(void) {
    int *p = __VERIFIER_nondet_pointer();
    return *p; // ERROR
}
