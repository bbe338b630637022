// Structs and unions by value: passing, returning (small, large, with floats), assignment copies, union type punning.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <stdint.h>

struct small { char c; int i; };
struct fl { float x, y; double z; };
struct big { long v[10]; char name[13]; };
union pun { uint64_t u; double d; uint8_t b[8]; struct { uint32_t lo, hi; } w; };

static struct small mk_small(char c, int i) { struct small s = { c, i }; return s; }
static struct fl scale(struct fl p, float k) { p.x *= k; p.y *= k; p.z *= k; return p; }
static struct big bump(struct big b) { for (int i = 0; i < 10; i++) b.v[i] += i; b.name[0] = 'B'; return b; }
static long sum_big(const struct big *b) { long s = 0; for (int i = 0; i < 10; i++) s += b->v[i]; return s; }

int main(void) {
    struct small s = mk_small('q', -9);
    printf("%c %d %zu\n", s.c, s.i, sizeof s);
    struct fl f = { 1.5f, -2.0f, 0.125 };
    struct fl g = scale(f, 3.0f);
    printf("%g %g %g | orig %g\n", g.x, g.y, g.z, f.x);
    struct big b = { { 1, 2, 3, 4, 5, 6, 7, 8, 9, 10 }, "bigstruct" };
    struct big c = bump(b);
    printf("%ld %ld %s %s\n", sum_big(&b), sum_big(&c), b.name, c.name);
    struct big arr[3];
    arr[0] = b; arr[1] = c; arr[2] = arr[0];
    arr[2].v[9] = 1000;
    printf("%ld %ld %ld\n", arr[0].v[9], arr[1].v[9], arr[2].v[9]);
    union pun p;
    p.d = 1.0;
    printf("%016llx lo %08x hi %08x b7 %02x\n", (unsigned long long)p.u, p.w.lo, p.w.hi, p.b[7]);
    p.b[7] = 0x40;
    printf("%g\n", p.d);
    p.w.lo = 0xFFFFFFFF;
    printf("%.17g\n", p.d);
    struct { struct small in; union pun u; } nest = { { 'n', 1 }, { .u = 42 } };
    typeof(nest) copy = nest;
    copy.in.i = 2;
    printf("%c %d %d %llu\n", copy.in.c, nest.in.i, copy.in.i, (unsigned long long)copy.u.u);
    struct small list[4] = { [2] = { 'x', 3 } };
    printf("designated %d %c %d\n", list[0].i, list[2].c, list[3].i);
    return 0;
}
