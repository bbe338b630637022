// GNU obstacks: obstack_init's chunks (4064 bytes, 16-byte alignment),
// copy/copy0, growing objects (1grow, grow, int_grow, ptr_grow, blank)
// that move to a bigger chunk keeping their bytes, memory_used, the
// empty test, obstack_printf, obstack_free back to an object (later
// chunks freed, the place reused) and of everything, and chunk functions
// given with and without an extra argument (their calls counted).
// Natively ASan-clean; UBSan objects to glibc's own macros (they align
// from a null pointer), not to the program. divm had no <obstack.h>.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <obstack.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define obstack_chunk_alloc malloc
#define obstack_chunk_free free

static int allocs, frees;
static void *counting_alloc(long n) { allocs++; return malloc((size_t)n); }
static void counting_free(void *p) { frees++; free(p); }
static void *arg_alloc(void *arg, long n) { (*(int *)arg)++; return malloc((size_t)n); }
static void arg_free(void *arg, void *p) { (*(int *)arg)--; free(p); }

int main(void) {
    struct obstack ob;
    obstack_init(&ob);
    printf("chunk size %zu mask %zu empty %d used %d\n", (size_t)obstack_chunk_size(&ob), (size_t)obstack_alignment_mask(&ob), obstack_empty_p(&ob),
           obstack_memory_used(&ob));
    char *a = obstack_copy0(&ob, "hello", 5);
    char *b = obstack_copy(&ob, "world!", 7);
    printf("%s %s empty %d room-ok %d\n", a, b, obstack_empty_p(&ob), obstack_room(&ob) < 4064);
    // a growing object
    for (int i = 0; i < 10; i++)
        obstack_1grow(&ob, 'a' + i);
    obstack_grow(&ob, "XYZ", 3);
    obstack_1grow(&ob, 0);
    printf("size %u\n", obstack_object_size(&ob));
    char *s = obstack_finish(&ob);
    printf("grown %s\n", s);
    // ints and pointers
    for (int i = 0; i < 5; i++)
        obstack_int_grow(&ob, i * i);
    int *ints = obstack_finish(&ob);
    printf("ints %d %d %d\n", ints[1], ints[3], ints[4]);
    obstack_ptr_grow(&ob, a);
    obstack_ptr_grow(&ob, b);
    char **ptrs = obstack_finish(&ob);
    printf("ptrs %s %s\n", ptrs[0], ptrs[1]);
    // a large object moves to a new chunk, the earlier ones stay
    char big[10000];
    memset(big, 'q', sizeof big);
    char *large = obstack_copy(&ob, big, sizeof big);
    printf("large %c%c used %d a %s\n", large[0], large[9999], obstack_memory_used(&ob), a);
    // growing past the chunk keeps the object's bytes
    obstack_grow(&ob, "start", 5);
    obstack_blank(&ob, 8000);
    char *g = obstack_finish(&ob);
    printf("moved %.5s used %d\n", g, obstack_memory_used(&ob));
    // obstack_printf
    int n = obstack_printf(&ob, "%d-%s", 42, "x");
    obstack_1grow(&ob, 0);
    printf("printf %d %s\n", n, (char *)obstack_finish(&ob));
    // free back to b: a and b stay, the rest goes
    obstack_free(&ob, b);
    printf("after free used %d a %s next-is-b %d\n", obstack_memory_used(&ob), a, obstack_next_free(&ob) == (void *)b);
    char *c = obstack_copy0(&ob, "again", 5);
    printf("c %s same place %d\n", c, c == b);
    obstack_free(&ob, NULL);

    struct obstack o2;
    obstack_specify_allocation(&o2, 100, 8, counting_alloc, counting_free);
    printf("o2 size %ld mask %d\n", (long)obstack_chunk_size(&o2), (int)obstack_alignment_mask(&o2));
    for (int i = 0; i < 50; i++)
        obstack_copy(&o2, "0123456789", 10);
    printf("allocs %d frees %d\n", allocs, frees);
    obstack_free(&o2, NULL);
    printf("allocs %d frees %d\n", allocs, frees);

    int live = 0;
    struct obstack o3;
    obstack_specify_allocation_with_arg(&o3, 0, 0, arg_alloc, arg_free, &live);
    void *first = obstack_alloc(&o3, 16);
    obstack_alloc(&o3, 5000);
    printf("live %d\n", live);
    obstack_free(&o3, first);
    printf("live %d empty %d\n", live, obstack_empty_p(&o3));
    obstack_free(&o3, NULL);
    printf("live %d\n", live);
    return 0;
}
