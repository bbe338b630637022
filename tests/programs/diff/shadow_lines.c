// /etc/shadow's line format: sgetspent (nine fields, empty numbers -1 and
// sp_flag ~0, too few fields or a non-number: NULL, a trailing newline),
// sgetspent_r's ERANGE, putspent writing -1 as empty, and fgetspent
// reading the lines back, skipping one that is no entry. divm had no
// <shadow.h>.
// EXPECT: safe
// MODE: run-diff
#include <errno.h>
#include <shadow.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void show(const struct spwd *s) {
    if (!s) { printf("NULL\n"); return; }
    printf("[%s] [%s] %ld %ld %ld %ld %ld %ld %lu\n", s->sp_namp, s->sp_pwdp, s->sp_lstchg, s->sp_min, s->sp_max, s->sp_warn,
           s->sp_inact, s->sp_expire, s->sp_flag);
}

int main(void) {
    show(sgetspent("alice:$6$salt$hash:19000:0:99999:7:::"));
    show(sgetspent("bob:!:19001:1:2:3:4:5:6"));
    show(sgetspent("carol:*:::::::"));
    show(sgetspent("dave:x:12"));
    show(sgetspent("eve:x:abc:0:0:0:0:0:0"));
    show(sgetspent("frank:x:1:2:3:4:5:6:7\n"));
    show(sgetspent(""));
    struct spwd r, *res;
    char small[8];
    printf("r small %d\n", sgetspent_r("alice:$6$salt$hash:19000:0:99999:7:::", &r, small, sizeof small, &res) == ERANGE);

    char path[64];
    snprintf(path, sizeof path, "/tmp/divm_shadow_%d", (int)getpid());
    FILE *f = fopen(path, "w+");
    if (!f)
        return 1;
    struct spwd a = {"alice", "hash", 19000, 0, 99999, 7, -1, -1, (unsigned long)-1};
    struct spwd b = {"bob", "", 1, 2, 3, 4, 5, 6, 7};
    printf("putspent %d %d\n", putspent(&a, f), putspent(&b, f));
    fputs("# not an entry? \n", f);
    rewind(f);
    char line[200];
    while (fgets(line, sizeof line, f))
        printf("line: %s", line);
    rewind(f);
    struct spwd *s;
    while ((s = fgetspent(f)) != NULL)
        show(s);
    fclose(f);
    unlink(path);
    return 0;
}
