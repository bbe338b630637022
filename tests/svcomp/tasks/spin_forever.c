// The loop counts modulo 4 and never leaves.
int main(void) {
    unsigned int i = 0;
    while (i < 10)
        i = (i + 1) % 4;
    return 0;
}
