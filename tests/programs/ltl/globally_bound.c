// G count <= 2 fails once a third round runs; the lasso is the run that then ends, reported at its last step that ends in the program (the last increment; main's return ends in DiOS).
// EXPECT: error ltl
// FLAGS: --ltl G(count<=2)
int count;

int main(void) {
    for (int i = 0; i < 3; i++)
        count++; // ERROR
    return 0;
}
