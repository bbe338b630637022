//! `--file HOST:GUEST` and `--stdin FILE`: bad input is a one-line error
//! with exit status 3, contents reach the guest byte for byte, and a trace
//! made with some files replays only with the same files.

mod common;

use std::path::PathBuf;
use std::process::{Command, Output};

fn divm(args: &[&str]) -> Output {
    Command::new(env!("CARGO_BIN_EXE_divm")).args(args).output().unwrap()
}

fn scratch_dir() -> PathBuf {
    common::scratch("guestfs")
}

fn scratch(name: &str, bytes: &[u8]) -> String {
    let p = scratch_dir().join(name);
    std::fs::write(&p, bytes).unwrap();
    p.to_string_lossy().into_owned()
}

fn one_line_exit_3(o: &Output, needle: &str) {
    assert_eq!(o.status.code(), Some(3), "stderr: {}", String::from_utf8_lossy(&o.stderr));
    let err = String::from_utf8_lossy(&o.stderr);
    assert_eq!(err.trim().lines().count(), 1, "{}", err);
    assert!(err.contains(needle), "{}", err);
}

const READER: &str = r#"
#include <assert.h>
#include <stdio.h>
int main(void) {
    FILE *f = fopen("in.txt", "r");
    if (!f) return 2;
    int c = fgetc(f);
    fclose(f);
    assert(c == 'a');
    return 0;
}
"#;

#[test]
fn malformed_file_options_are_usage_errors() {
    let prog = scratch("reader.c", READER.as_bytes());
    let data = scratch("a.txt", b"abc");
    for cmd in ["run", "check"] {
        one_line_exit_3(&divm(&[cmd, &prog, "--file", "no-colon-here"]), "HOST:GUEST");
        one_line_exit_3(&divm(&[cmd, &prog, "--file", &format!("{}:", data)]), "HOST:GUEST");
        one_line_exit_3(&divm(&[cmd, &prog, "--file", ":in.txt"]), "HOST:GUEST");
        one_line_exit_3(&divm(&[cmd, &prog, "--file", "/nonexistent/host.txt:in.txt"]), "/nonexistent/host.txt");
        one_line_exit_3(&divm(&[cmd, &prog, "--stdin", "/nonexistent/stdin.txt"]), "/nonexistent/stdin.txt");
        let dir = scratch_dir();
        one_line_exit_3(&divm(&[cmd, &prog, "--file", &format!("{}:d", dir.display())]), "not a regular file");
    }
}

#[test]
fn file_content_reaches_the_guest() {
    let prog = scratch("reader2.c", READER.as_bytes());
    let a = scratch("a2.txt", b"abc");
    let b = scratch("b2.txt", b"xyz");
    assert_eq!(divm(&["run", &prog, "--file", &format!("{}:in.txt", a)]).status.code(), Some(0));
    assert_eq!(divm(&["run", &prog]).status.code(), Some(2), "the file system starts empty");
    let o = divm(&["check", "--report=json", &prog, "--file", &format!("{}:/in.txt", b)]);
    let v: serde_json::Value = serde_json::from_slice(&o.stdout).unwrap();
    assert_eq!(v["verdict"], "error");
    assert_eq!(v["error"]["kind"], "assert");
}

#[test]
fn binary_stdin_passes_byte_for_byte() {
    let bytes: Vec<u8> = (0..=255u8).rev().chain(0..=255u8).collect();
    let input = scratch("bin.dat", &bytes);
    let prog = scratch(
        "echo.c",
        br#"
#include <stdio.h>
int main(void) {
    unsigned char buf[1024];
    size_t n = fread(buf, 1, sizeof buf, stdin);
    fwrite(buf, 1, n, stdout);
    return feof(stdin) ? 0 : 1;
}
"#,
    );
    let o = divm(&["run", &prog, "--stdin", &input]);
    assert_eq!(o.status.code(), Some(0), "{}", String::from_utf8_lossy(&o.stderr));
    assert_eq!(o.stdout, bytes);
}

#[test]
fn replay_needs_the_same_files() {
    let prog = scratch("reader3.c", READER.as_bytes());
    let bad = scratch("bad3.txt", b"zzz");
    let other = scratch("other3.txt", b"yyy");
    let spec = format!("{}:in.txt", bad);
    let trace = scratch_dir().join("t3.json").to_string_lossy().into_owned();
    let o = divm(&["check", &prog, "--file", &spec, "--trace-out", &trace]);
    assert_eq!(o.status.code(), Some(1));
    let text = std::fs::read_to_string(&trace).unwrap();
    assert!(text.contains("\"files\""), "the trace records the files: {}", text);

    // the same file: the error is reproduced
    let o = divm(&["replay", &prog, &trace, "--file", &spec]);
    assert_eq!(o.status.code(), Some(1), "{}", String::from_utf8_lossy(&o.stderr));
    // another content, or no file at all: refused
    let o = divm(&["replay", &prog, &trace, "--file", &format!("{}:in.txt", other)]);
    assert_eq!(o.status.code(), Some(3));
    assert!(String::from_utf8_lossy(&o.stderr).contains("input files"));
    let o = divm(&["replay", &prog, &trace]);
    assert_eq!(o.status.code(), Some(3));
}

#[test]
fn traces_without_files_keep_their_old_shape() {
    let prog = scratch("fail4.c", b"#include <assert.h>\nint main(void) { assert(0); }\n");
    let trace = scratch_dir().join("t4.json").to_string_lossy().into_owned();
    assert_eq!(divm(&["check", &prog, "--trace-out", &trace]).status.code(), Some(1));
    let text = std::fs::read_to_string(&trace).unwrap();
    assert!(!text.contains("\"files\"") && !text.contains("\"stdin\""), "{}", text);
    assert_eq!(divm(&["replay", &prog, &trace]).status.code(), Some(1));
}
