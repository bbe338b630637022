// A one-byte load through a null pointer: the message counts "1 byte".
// EXPECT: error memory
#include <stddef.h>

int main(void) {
    char *volatile p = NULL;
    return *p; // ERROR: null pointer dereference: load of 1 byte
}
