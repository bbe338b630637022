// Calling a weak function that nothing defines calls through a null pointer (a crash natively).
// EXPECT: error memory
__attribute__((weak)) int hook(int);

int main(void) {
    return hook(1); // ERROR
}
