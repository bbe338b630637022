// The safe twin of gep_unsigned_index_oob.c: a signed -1 index is one element back, in bounds.
// EXPECT: safe
static char buf[8];

int main(void) {
    char *p = &buf[1];
    int i = -1;
    buf[0] = 3;
    return p[i] - 3;
}
