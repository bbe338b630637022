// POSIX strfmon in the C locale (no currency symbol, no grouping, 2
// decimals by default): widths, left alignment, left precision with the
// sign position and fill characters, right precision with printf's
// rounding, parentheses for negative values, the flags that change
// nothing there, %% and a buffer too small (-1). divm had no
// <monetary.h>.
// EXPECT: safe
// MODE: run-diff
#include <monetary.h>
#include <stdio.h>
#include <errno.h>
#include <string.h>
static void t(const char *f, double v) { char b[128]; ssize_t n = strfmon(b, sizeof b, f, v); printf("%-12s %12.4f -> %zd [%s]\n", f, v, n, n >= 0 ? b : "-"); }
int main(void) {
  const char *fs[] = {"%n", "%i", "%.2n", "%.0n", "%.3i", "%10n", "%-10n", "%=*10n", "%#5n", "%#5.2n", "%(n", "%+n", "%!n", "%^n", "%=05#4n", "%11.2n", "%-14#5.4n", "[%n] and %%", "%^#6.1i", "%(#4n"};
  double vs[] = {123.45, -123.45, 0, 1234567.891, 0.005};
  for (unsigned i = 0; i < sizeof fs / sizeof *fs; i++) for (unsigned j = 0; j < 5; j++) t(fs[i], vs[j]);
  char b[4]; printf("small %zd\n", strfmon(b, sizeof b, "%n", 123.45));
  return 0;
}
