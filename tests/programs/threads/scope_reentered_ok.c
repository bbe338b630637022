// Twin of seq/scope_ended_*: every access stays inside the variable's
// lifetime. A block entered again gets its variable back (a loop body, a
// pointer kept only within the turn), a goto or switch that enters a block
// past a declaration keeps the variable alive (clang marks no lifetime
// for those), and a thread uses a variable of the loop body it was
// started in and joined in.
// EXPECT: safe
// TAGS: threads
#include <assert.h>
#include <pthread.h>
#include <stdio.h>
#include <string.h>

static void *bump(void *arg) {
    int *v = arg;
    *v += 1;
    return NULL;
}

int main(void) {
    int total = 0;
    for (int i = 0; i < 3; i++) {
        char buf[16];
        int *p;
        {
            int x = i;
            p = &x;
            total += *p;
        }
        snprintf(buf, sizeof buf, "%d", i);
        total += (int)strlen(buf);
        int v = i;
        pthread_t t;
        pthread_create(&t, NULL, bump, &v);
        pthread_join(t, NULL);
        total += v;
    }
    switch (total) {
        int w;
    case 12:
        w = 1;
        total += w;
        break;
    default:
        break;
    }
    goto inside;
    {
        int g;
    inside:
        g = 3;
        total += g;
    }
    assert(total == 16);
    return 0;
}
