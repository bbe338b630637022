// An uninitialised array index decides an address: an uninit error where the element is read.
// EXPECT: error uninit
static int tab[4];

int main(void) {
    int i;
    return tab[i]; // ERROR
}
