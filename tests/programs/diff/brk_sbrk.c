// brk and sbrk on one thread: sbrk(0) is the break, sbrk(n) returns the old
// break and moves it, the region grown is zero-filled, usable and keeps its
// bytes while it grows further, a negative increment shrinks it, brk sets
// it, and a huge increment fails with ENOMEM leaving the break where it
// was. Every call is made before any output (stdio's malloc may move the
// native break); output compared with the native run.
// EXPECT: safe
// MODE: run-diff
#define _DEFAULT_SOURCE
#include <errno.h>
#include <stdint.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

int main(void) {
    char *p = sbrk(0);
    char *q = sbrk(4096);
    char *after = sbrk(0);
    int zero = 1;
    for (int i = 0; i < 4096; i++)
        zero &= q[i] == 0;
    memcpy(q, "hello", 6);
    char *r = sbrk(8192);
    int kept = strcmp(q, "hello") == 0;
    r[8191] = 'z';
    char *grown = sbrk(0);
    char *back = sbrk(-8192);
    char *shrunk = sbrk(0);
    int b = brk(p + 100);
    char *set = sbrk(0);
    errno = 0;
    void *huge = sbrk((intptr_t)1 << 40);
    int huge_errno = errno;
    char *still = sbrk(0);
    int b2 = brk(p);
    char *end = sbrk(0);
    printf("sbrk(4096) returns the old break: %d\n", q == p);
    printf("break moved by 4096: %ld\n", (long)(after - p));
    printf("zero-filled: %d\n", zero);
    printf("kept while growing: %d\n", kept);
    printf("grown by 8192: %ld, returned old break %d\n", (long)(grown - after), r == after);
    printf("shrink returns old break: %d, now %ld\n", back == grown, (long)(shrunk - p));
    printf("brk: %d, break %ld\n", b, (long)(set - p));
    printf("huge: %d %s, break unchanged %d\n", huge == (void *)-1, huge_errno == ENOMEM ? "ENOMEM" : "other", still == set);
    printf("brk back: %d, break %ld\n", b2, (long)(end - p));
    return 0;
}
