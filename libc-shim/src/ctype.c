/* ctype.c -- the C locale: ASCII only; EOF and bytes >= 128 are in no
 * class. A true result is glibc's class bit (e.g. isalpha gives 1024), so
 * that programs printing the value match native output. */
#include <ctype.h>

#define UPPER 256
#define LOWER 512
#define ALPHA 1024
#define DIGIT 2048
#define XDIGIT 4096
#define SPACE 8192
#define PRINT 16384
#define GRAPH 32768
#define BLANK 1
#define CNTRL 2
#define PUNCT 4
#define ALNUM 8

static int up(int c) { return c >= 'A' && c <= 'Z'; }
static int low(int c) { return c >= 'a' && c <= 'z'; }
static int dig(int c) { return c >= '0' && c <= '9'; }

int isdigit(int c) { return dig(c) ? DIGIT : 0; }
int isupper(int c) { return up(c) ? UPPER : 0; }
int islower(int c) { return low(c) ? LOWER : 0; }
int isalpha(int c) { return up(c) || low(c) ? ALPHA : 0; }
int isalnum(int c) { return up(c) || low(c) || dig(c) ? ALNUM : 0; }
int isxdigit(int c) { return dig(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') ? XDIGIT : 0; }
int isblank(int c) { return c == ' ' || c == '\t' ? BLANK : 0; }
int isspace(int c) { return c == ' ' || (c >= '\t' && c <= '\r') ? SPACE : 0; }
int iscntrl(int c) { return (c >= 0 && c < 32) || c == 127 ? CNTRL : 0; }
int isprint(int c) { return c >= 32 && c < 127 ? PRINT : 0; }
int isgraph(int c) { return c > 32 && c < 127 ? GRAPH : 0; }
int ispunct(int c) { return c > 32 && c < 127 && !up(c) && !low(c) && !dig(c) ? PUNCT : 0; }
int isascii(int c) { return (c & ~0x7f) == 0; }
int toascii(int c) { return c & 0x7f; }
int tolower(int c) { return up(c) ? c + ('a' - 'A') : c; }
int toupper(int c) { return low(c) ? c - ('a' - 'A') : c; }

/* XSI: the conversions without the check (defined for letters only). */
int _tolower(int c) { return tolower(c); }
int _toupper(int c) { return toupper(c); }
