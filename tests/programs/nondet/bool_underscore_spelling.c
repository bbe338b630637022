// __VERIFIER_nondet__Bool, the spelling of older SV-COMP tasks, gives both values like __VERIFIER_nondet_bool: the error needs the retry flag set on the second request only.
// EXPECT: error assert
// TAGS: nondet bool
#include <assert.h>

extern _Bool __VERIFIER_nondet__Bool(void);

int main(void) {
    int sent = 0;
    for (int i = 0; i < 2; i++) {
        _Bool retry = __VERIFIER_nondet__Bool();
        if (retry && i == 1)
            sent += 10;
        else
            sent++;
    }
    assert(sent < 11); // ERROR
    return 0;
}
