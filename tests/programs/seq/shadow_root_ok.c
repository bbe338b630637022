// divm's shadow database holds root alone, as its passwd database: getspnam
// finds root (no password: "*", no aging fields) and nobody else, getspent
// lists root once until setspent, the _r forms say ERANGE for a short
// buffer and 0 with a NULL result for an unknown name.
// EXPECT: safe
#include <assert.h>
#include <errno.h>
#include <shadow.h>
#include <string.h>

int main(void) {
    struct spwd *s = getspnam("root");
    assert(s && strcmp(s->sp_namp, "root") == 0 && strcmp(s->sp_pwdp, "*") == 0);
    assert(s->sp_lstchg == -1 && s->sp_max == -1 && s->sp_flag == ~0ul);
    assert(getspnam("alice") == NULL);
    setspent();
    assert(getspent() != NULL);
    assert(getspent() == NULL);
    setspent();
    s = getspent();
    assert(s && strcmp(s->sp_namp, "root") == 0);
    endspent();
    struct spwd r, *res;
    char buf[64], tiny[4];
    assert(getspnam_r("root", &r, buf, sizeof buf, &res) == 0 && res == &r && strcmp(r.sp_namp, "root") == 0);
    assert(getspnam_r("root", &r, tiny, sizeof tiny, &res) == ERANGE && res == NULL);
    assert(getspnam_r("nobody", &r, buf, sizeof buf, &res) == 0 && res == NULL);
    assert(lckpwdf() == 0 && ulckpwdf() == 0);
    return 0;
}
