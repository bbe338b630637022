// GNU and POSIX extras: strverscmp's version order (digit runs, leading zeros as fractions) over all pairs of a sample, qsort_r with its argument, realpath (normalised, must exist), explicit_bzero, rawmemchr, getw/putw through a temporary file, clearenv/secure_getenv.
// EXPECT: safe
// MODE: run-diff
#define _GNU_SOURCE
#include <string.h>
#include <stdio.h>
#include <stdlib.h>
#include <limits.h>
static int cmp(const void *a, const void *b, void *arg) { int d = *(int*)arg; return d * (*(const int*)a - *(const int*)b); }
int main(void) {
  const char *v[] = {"a9","a10","a09","a1","a01","a001","1.2","1.10","1.02","000","00","01","010","09","0","1","9","10","abc","abd","ab","", "x1y2", "x1y10", "file-1.0.9", "file-1.0.10", "a0b", "a00b"};
  int n = sizeof v / sizeof v[0];
  for (int i = 0; i < n; i++) for (int j = 0; j < n; j++) { int r = strverscmp(v[i], v[j]); printf("%d", r < 0 ? -1 : r > 0); } printf("\n");
  int arr[] = {5, 2, 8, 1}; int desc = -1; qsort_r(arr, 4, sizeof(int), cmp, &desc); printf("%d %d %d %d\n", arr[0], arr[1], arr[2], arr[3]);
  char r[PATH_MAX]; printf("%s\n", realpath("/tmp/../tmp/./", r) ? r : "NULL");
  printf("%p\n", (void*)realpath("/no/such", r));
  char buf[8] = "secret"; explicit_bzero(buf, 3); printf("%d %s\n", buf[0], buf + 3);
  printf("%td\n", (char*)rawmemchr("hello", 'l') - "hello");

  FILE *t = tmpfile();
  putw(-123456, t);
  putw(7, t);
  rewind(t);
  int w1 = getw(t), w2 = getw(t), w3 = getw(t);
  printf("getw %d %d %d eof %d\n", w1, w2, w3, feof(t) != 0);
  fclose(t);
  clearenv();
  printf("after clearenv: %p %p\n", (void *)getenv("PATH"), (void *)secure_getenv("HOME"));
  return 0;
}
