// XSI fmtmsg (stderr, made stdout here so that it is compared): which
// parts are printed and their separators, invalid labels and severities
// (MM_NOTOK, nothing printed), no MM_PRINT (nothing), glibc's
// addseverity (adding, using, removing; the standard levels refused),
// and MSGVERB read at the first call only, as glibc. divm had no
// <fmtmsg.h>.
// EXPECT: safe
// MODE: run-diff
#include <fmtmsg.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(void) {
    dup2(1, 2);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", MM_ERROR, "invalid syntax", "refer to manual", "UX:cat:001")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, MM_NULLLBL, MM_INFO, "just text", MM_NULLACT, MM_NULLTAG)); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", MM_HALT, MM_NULLTXT, "act", MM_NULLTAG)); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", MM_WARNING, "t", MM_NULLACT, "tag")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", MM_NOSEV, "t", "a", "g")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "badlabel", MM_ERROR, "t", "a", "g")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", 7, "t", "a", "g")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", -1, "t", "a", "g")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "ABCDEFGHIJK:x", MM_ERROR, "t", "a", "g")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "ABCDEFGHIJ:12345678901234", MM_ERROR, "t", "a", "g")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "ABCDEFGHIJ:123456789012345", MM_ERROR, "t", "a", "g")); fflush(stdout);
    printf("%d\n", fmtmsg(0, "UX:cat", MM_ERROR, "no print", "a", "g")); fflush(stdout);
    printf("%d\n", addseverity(7, "SEVEN")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", 7, "t", "a", "g")); fflush(stdout);
    printf("%d\n", addseverity(7, NULL)); fflush(stdout);
    printf("%d\n", addseverity(2, "X")); fflush(stdout);
    printf("%d\n", fmtmsg(MM_PRINT, MM_NULLLBL, MM_NULLSEV, MM_NULLTXT, MM_NULLACT, MM_NULLTAG)); fflush(stdout);
    setenv("MSGVERB", "text:action", 1);
    printf("%d\n", fmtmsg(MM_PRINT, "UX:cat", MM_ERROR, "invalid syntax", "refer to manual", "UX:cat:001")); fflush(stdout);
    return 0;
}
