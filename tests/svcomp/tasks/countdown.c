// A bounded countdown terminates.
int main(void) {
    int n = 50;
    while (n > 0)
        n--;
    return n;
}
