/* counter.c -- a small program for the test platforms: main counts in a
 * global, so every step of it is a visible action. */
volatile int counter;

int main(void) {
    for (int i = 0; i < 3; i++)
        counter++;
    return 0;
}
