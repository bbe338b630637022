// Two weighted coins: heads with probability 3/10 and 1/4. The error
// needs both heads: exactly 0.075. `count` is the number of heads.
#include <assert.h>
#include <divm.h>

int count;

int main(void) {
    static const unsigned first[2] = {7, 3}, second[2] = {3, 1};
    count += divm_choose_weighted(2, first);
    count += divm_choose_weighted(2, second);
    if (count == 2)
        divm_label("both");
    return 0;
}
