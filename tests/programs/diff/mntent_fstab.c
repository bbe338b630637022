// glibc's mntent functions on an fstab-format file: comments and blank
// lines skipped, fields split on blanks with octal escapes decoded,
// missing fields ("" and 0), hasmntopt's matches ("ro" is not "rw",
// "timeo" before '='), addmntent's escaped line read back with
// getmntent_r, endmntent's 1, a missing file. divm had no <mntent.h>.
// EXPECT: safe
// MODE: run-diff
#include <mntent.h>
#include <stdio.h>
#include <string.h>
#include <unistd.h>

static void show(const struct mntent *m) {
    printf("[%s] [%s] [%s] [%s] %d %d\n", m->mnt_fsname, m->mnt_dir, m->mnt_type, m->mnt_opts, m->mnt_freq, m->mnt_passno);
}

int main(void) {
    char path[64];
    snprintf(path, sizeof path, "/tmp/divm_fstab_%d", (int)getpid());
    FILE *f = fopen(path, "w");
    if (!f)
        return 1;
    fputs("# a comment\n\n   \t# indented comment\n", f);
    fputs("/dev/sda1 / ext4 rw,relatime,errors=remount-ro 0 1\n", f);
    fputs("  server:/export\t/mnt/my\\040share  nfs   ro,soft,timeo=30\n", f);
    fputs("tmpfs /tmp tmpfs defaults 0\n", f);
    fputs("lonely\n", f);
    fputs("back\\134slash /a\\011tab x y 3 4 extra\n", f);
    fclose(f);

    f = setmntent(path, "r");
    struct mntent *m;
    while ((m = getmntent(f)) != NULL) {
        show(m);
        char *o = hasmntopt(m, "ro");
        printf("  ro %s timeo %s soft %s rw %s\n", o ? o : "-", hasmntopt(m, "timeo") ? hasmntopt(m, "timeo") : "-",
               hasmntopt(m, MNTOPT_RO) ? "y" : "n", hasmntopt(m, "rw") ? "y" : "n");
    }
    printf("endmntent %d\n", endmntent(f));

    f = setmntent(path, "a+");
    struct mntent add = {"my dev", "/mnt/with space", "ext4", "defaults,noauto", 1, 2};
    printf("addmntent %d\n", addmntent(f, &add));
    endmntent(f);
    f = setmntent(path, "r");
    struct mntent r;
    char buf[256];
    int n = 0;
    while (getmntent_r(f, &r, buf, sizeof buf))
        n++;
    show(&r);
    printf("entries %d\n", n);
    endmntent(f);
    printf("missing %s\n", setmntent("/nonexistent/fstab", "r") ? "opened" : "NULL");
    unlink(path);
    return 0;
}
