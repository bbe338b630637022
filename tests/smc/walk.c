// A simple random walk of 10 unit steps from 0. By the reflection
// principle it reaches +3 with probability 2*P(S10 >= 4) = 352/1024.
#include <divm.h>

int pos;

int main(void) {
    for (int i = 0; i < 10; i++) {
        pos += divm_choose(2) ? 1 : -1;
        if (pos == 3)
            divm_label("three");
    }
    return 0;
}
