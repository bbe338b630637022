// Each thread keeps a large stack array of pointers (1 KiB, with an
// undefined tail) into its own heap blocks and rewrites it while the other
// runs: the array is stored in pieces with its pointer and undefined-bit
// layers, and heap symmetry renumbers the blocks it points to. Every
// pointer must still reach its block after restores.
// EXPECT: safe
// TAGS: threads memory large-objects
#include <assert.h>
#include <pthread.h>
#include <stdlib.h>

static void *work(void *arg) {
    int *slots[160];
    int tag = *(int *)arg;
    for (int i = 0; i < 128; i++)
        slots[i] = 0;
    for (int i = 0; i < 3; i++) {
        slots[i * 40] = malloc(sizeof(int));
        *slots[i * 40] = tag + i;
    }
    for (int i = 0; i < 3; i++) {
        assert(*slots[i * 40] == tag + i);
        free(slots[i * 40]);
    }
    return 0;
}

int main(void) {
    pthread_t a, b;
    int ta = 10, tb = 20;
    pthread_create(&a, 0, work, &ta);
    pthread_create(&b, 0, work, &tb);
    pthread_join(a, 0);
    pthread_join(b, 0);
    return 0;
}
