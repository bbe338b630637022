// <dlfcn.h>: a program that loads an optional plugin and falls back when
// it is missing. divm loads no shared objects, so dlopen fails as for a
// missing library; dlerror reports an error once, then NULL (POSIX), and
// dlsym of an unknown symbol fails too. divm had no <dlfcn.h>.
// EXPECT: safe
// MODE: run-diff
#include <dlfcn.h>
#include <stdio.h>

typedef int (*plugin_fn)(int);

static int fallback(int x) { return x * 2; }

int main(void) {
    printf("before any call: %d\n", dlerror() == NULL);
    void *h = dlopen("libdivm_no_such_plugin.so", RTLD_NOW | RTLD_LOCAL);
    plugin_fn f = fallback;
    if (!h) {
        const char *e = dlerror();
        printf("dlopen failed, message %d, then %d\n", e != NULL && e[0] != '\0', dlerror() == NULL);
    } else {
        f = (plugin_fn)dlsym(h, "plugin_entry");
    }
    printf("result %d\n", f(21));
    int missing = dlsym(RTLD_DEFAULT, "divm_no_such_symbol") == NULL;
    int message = dlerror() != NULL;
    printf("dlsym %d, message %d, then %d\n", missing, message, dlerror() == NULL);
    printf("lazy %d\n", dlopen("/nonexistent/libx.so", RTLD_LAZY | RTLD_GLOBAL) == NULL);
    printf("values %d %d %d %d\n", RTLD_LAZY, RTLD_NOW, RTLD_GLOBAL, RTLD_LOCAL);
    return 0;
}
