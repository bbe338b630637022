// string.h: strlen strcpy strncpy strcat strncat strcmp strncmp strchr strrchr strstr strspn strcspn strpbrk strtok mem*.
// EXPECT: safe
// MODE: run-diff
#include <stdio.h>
#include <string.h>
#include <stdlib.h>

static int sgn(int x) { return (x > 0) - (x < 0); }

int main(void) {
    char a[64], b[32];
    strcpy(a, "hello");
    strcat(a, ", world");
    strncat(a, "!!!???", 3);
    printf("%s %zu\n", a, strlen(a));
    memset(b, 'X', sizeof b);
    strncpy(b, "abc", 6);
    printf("strncpy pad %d %d %d %c\n", b[3], b[4], b[5], b[6]);
    strncpy(b, "abcdefgh", 4);
    printf("strncpy trunc %.6s\n", b);
    printf("cmp %d %d %d %d %d\n", sgn(strcmp("abc", "abd")), sgn(strcmp("b", "abc")), strcmp("x", "x"),
           sgn(strncmp("abcX", "abcY", 3)), sgn(strcmp("\xff", "a")));
    printf("chr %s | %s | %p\n", strchr(a, 'o'), strrchr(a, 'o'), (void *)strchr(a, 'z'));
    printf("chr nul %d\n", strchr(a, '\0') == a + strlen(a));
    printf("str %s | %d | %d\n", strstr(a, "wor"), strstr(a, "xyz") == NULL, strstr(a, "") == a);
    printf("spn %zu cspn %zu pbrk %s\n", strspn("aabbcde", "ab"), strcspn("hello world", " o"), strpbrk(a, ",!"));
    char tok[] = "  one, two,,three ;four  ";
    for (char *t = strtok(tok, " ,;"); t; t = strtok(NULL, " ,;")) printf("<%s>", t);
    printf("\n");
    unsigned char m1[8] = { 1, 2, 3, 4, 5, 6, 7, 8 }, m2[8];
    memcpy(m2, m1, 8);
    m2[5] = 200;
    printf("memcmp %d %d %d\n", sgn(memcmp(m1, m2, 8)), memcmp(m1, m2, 5), sgn(memcmp(m2, m1, 8)));
    printf("memchr %td %d\n", (unsigned char *)memchr(m1, 6, 8) - m1, memchr(m1, 9, 8) == NULL);
    memmove(m1 + 2, m1, 6);
    for (int i = 0; i < 8; i++) printf("%d", m1[i]);
    memmove(m1, m1 + 3, 5);
    printf(" ");
    for (int i = 0; i < 8; i++) printf("%d", m1[i]);
    printf("\n");
    char *d = strdup("duplicate");
    d[0] = 'D';
    printf("%s %zu\n", d, strlen(d));
    free(d);
    char *nd = strndup("abcdef", 3);
    printf("%s\n", nd);
    free(nd);
    printf("nlen %zu %zu\n", strnlen("abcdef", 3), strnlen("ab", 10));
    return 0;
}
