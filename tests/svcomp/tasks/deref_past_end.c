// The loop writes one element past the end of the array.
extern int __VERIFIER_nondet_int(void);
int main(void) {
    int a[4];
    for (int i = 0; i <= 4; i++)
        a[i] = i;
    return a[0];
}
