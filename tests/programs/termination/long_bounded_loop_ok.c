// A loop of 300 turns terminates: every turn is a new state (i differs), so no cycle closes.
// EXPECT: safe
// FLAGS: --termination
int main(void) {
    volatile int sum = 0;
    for (int i = 0; i < 300; i++)
        sum += i & 7;
    return sum == 1042 ? 0 : 1;
}
