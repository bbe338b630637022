//! The guest's isolation from the host (issue 49, item 6; docs/security.md):
//! a program under divm reads no host file but its `--file` copies, writes
//! none, sees no host environment variable but its `--env` ones, and runs
//! no other program (`system`, `popen`, `fork`, `exec*` fail). Each program
//! asserts what it sees; `divm check` explores all its paths, and the host
//! is inspected afterwards.

mod common;

use std::path::{Path, PathBuf};
use std::process::{Command, Output};

fn dir() -> PathBuf {
    common::scratch("isolation")
}

/// `divm ARGS...` with the host environment this test sets.
fn divm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_divm")).args(args).env("HOME", "/root").env("DIVM_ISOLATION_SECRET", "host-only").output().unwrap()
}

/// Checks `text` (a C program) with `args` and expects `safe`: every
/// assertion in it held on every path.
fn safe(name: &str, text: &str, args: &[&str]) -> PathBuf {
    let p = dir().join(name);
    std::fs::write(&p, text).unwrap();
    let mut all = vec!["check"];
    all.extend_from_slice(args);
    all.push(p.to_str().unwrap());
    let o = divm(&all);
    assert_eq!(o.status.code(), Some(0), "{}\n{}{}", name, String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
    p
}

#[test]
fn host_files_are_not_readable() {
    // (Files every Linux host has.)
    assert!(Path::new("/etc/passwd").exists());
    safe(
        "read_host.c",
        r#"#include <assert.h>
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
int main(void) {
    assert(fopen("/etc/passwd", "r") == NULL && errno == ENOENT);
    assert(open("/etc/hostname", O_RDONLY) == -1);
    assert(open("/proc/self/environ", O_RDONLY) == -1);
    assert(open("../../../../etc/passwd", O_RDONLY) == -1);
    struct stat st;
    assert(stat("/etc/passwd", &st) == -1);
    assert(access("/bin/sh", F_OK) == -1);
    DIR *d = opendir("/etc");
    assert(d == NULL);
    return 0;
}
"#,
        &[],
    );
}

#[test]
fn only_file_copies_are_readable_and_writing_them_leaves_the_host_file() {
    let host = dir().join("given.txt");
    std::fs::write(&host, "hello from the host\n").unwrap();
    let spec = format!("{}:/data/in.txt", host.display());
    safe(
        "read_copy.c",
        r#"#include <assert.h>
#include <stdio.h>
#include <string.h>
int main(void) {
    char buf[64] = {0};
    FILE *f = fopen("/data/in.txt", "r");
    assert(f && fgets(buf, sizeof buf, f));
    assert(strcmp(buf, "hello from the host\n") == 0);
    fclose(f);
    f = fopen("/data/in.txt", "w");
    if (f) { fputs("overwritten", f); fclose(f); }
    return 0;
}
"#,
        &["--file", &spec],
    );
    assert_eq!(std::fs::read_to_string(&host).unwrap(), "hello from the host\n");
}

#[test]
fn writing_a_host_path_creates_nothing_on_the_host() {
    let target = dir().join("written-by-guest.txt");
    let _ = std::fs::remove_file(&target);
    let tmp = dir().join("opened-by-guest");
    let _ = std::fs::remove_file(&tmp);
    let _ = std::fs::remove_dir(format!("{}.d", tmp.display()));
    let define = format!("TARGET=\"{}\"", target.display());
    let define_tmp = format!("TMP=\"{}\"", tmp.display());
    safe(
        "write_host.c",
        r#"#include <fcntl.h>
#include <stdio.h>
#include <sys/stat.h>
#include <unistd.h>
int main(void) {
    /* Whether these succeed inside the guest's file system or fail, the
     * host must not see them. */
    FILE *f = fopen(TARGET, "w");
    if (f) { fputs("escaped", f); fclose(f); }
    int fd = open(TMP, O_WRONLY | O_CREAT | O_TRUNC, 0644);
    if (fd >= 0) { write(fd, "x", 1); close(fd); }
    mkdir(TMP ".d", 0755);
    return 0;
}
"#,
        &["-D", &define, "-D", &define_tmp],
    );
    assert!(!target.exists(), "{} appeared on the host", target.display());
    assert!(!tmp.exists(), "{} appeared on the host", tmp.display());
    assert!(!Path::new(&format!("{}.d", tmp.display())).exists());
}

#[test]
fn the_host_environment_is_not_visible_only_env_options_are() {
    safe(
        "env.c",
        r#"#include <assert.h>
#include <stdlib.h>
#include <string.h>
extern char **environ;
int main(void) {
    assert(getenv("HOME") == NULL);
    assert(getenv("PATH") == NULL);
    assert(getenv("DIVM_ISOLATION_SECRET") == NULL);
    const char *given = getenv("GIVEN");
    assert(given && strcmp(given, "yes") == 0);
    int n = 0;
    for (char **e = environ; *e; e++) {
        assert(strncmp(*e, "GIVEN=", 6) == 0);
        n++;
    }
    assert(n == 1);
    return 0;
}
"#,
        &["--env", "GIVEN=yes"],
    );
}

#[test]
fn no_other_program_runs() {
    let marker = dir().join("touched-by-a-shell");
    let _ = std::fs::remove_file(&marker);
    let cmd = format!("CMD=\"touch {}\"", marker.display());
    safe(
        "exec.c",
        r#"#include <assert.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
int main(void) {
    assert(system(NULL) == 0); /* no shell */
    assert(system(CMD) == -1);
    assert(popen(CMD, "r") == NULL);
    assert(fork() == -1 && errno == ENOSYS);
    char *argv[] = {"sh", "-c", CMD, NULL};
    char *envp[] = {NULL};
    assert(execve("/bin/sh", argv, envp) == -1 && errno == ENOSYS);
    assert(execv("/bin/sh", argv) == -1);
    assert(execvp("sh", argv) == -1);
    assert(execl("/bin/sh", "sh", "-c", CMD, (char *)NULL) == -1);
    assert(execlp("sh", "sh", "-c", CMD, (char *)NULL) == -1);
    return 0;
}
"#,
        &["-D", &cmd],
    );
    assert!(!marker.exists(), "{} was created: a command ran on the host", marker.display());
}
