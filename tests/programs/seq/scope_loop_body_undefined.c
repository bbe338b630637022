// A loop body's array starts again undefined on every turn: what the last
// turn stored is gone (natively the stack slot still holds it, by accident;
// MemorySanitizer, which poisons the variable where its lifetime starts,
// reports the read with -O0 -Xclang -fsanitize-address-use-after-scope).
// EXPECT: error uninit
int main(void) {
    int sum = 0;
    for (int i = 0; i < 2; i++) {
        int a[2];
        if (i == 0)
            a[0] = 7;
        else if (a[0] == 7) // ERROR
            sum = 1;
    }
    return sum;
}
