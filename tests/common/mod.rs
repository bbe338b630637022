//! Helpers shared by the integration tests.
// Each test binary uses a part of these.
#![allow(dead_code)]

use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::time::{Duration, Instant};

/// A scratch directory for one test (created if missing) under cargo's
/// `target/tmp`, not the system's temporary folder: runs reuse it instead
/// of leaving a directory per process behind, and `cargo clean` removes it.
/// Tests running in parallel share a name only to write distinct files.
pub fn scratch(name: &str) -> PathBuf {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("divm-{name}"));
    std::fs::create_dir_all(&dir).expect("create a scratch directory under target/tmp");
    dir
}

/// A run-diff program's FLAGS split into the clang flags of its
/// `--cflags=X` words (given to the native build and to divm's) and the
/// rest; `divm run` gets them after the `-w` every run-diff build has.
pub fn run_diff_flags(flags: &[String]) -> (Vec<String>, String, Vec<String>) {
    let (cflags, rest): (Vec<&String>, Vec<&String>) = flags.iter().partition(|f| f.starts_with("--cflags="));
    let cflags: Vec<String> = cflags.iter().flat_map(|f| f["--cflags=".len()..].split_whitespace().map(String::from)).collect();
    let divm = std::iter::once("-w").chain(cflags.iter().map(String::as_str)).collect::<Vec<_>>().join(" ");
    (cflags, divm, rest.into_iter().cloned().collect())
}

/// Programs listed in tests/programs/KNOWN_FAILURES (paths relative to tests/programs/).
pub fn known_failures(root: &Path) -> Vec<String> {
    std::fs::read_to_string(root.join("tests/programs/KNOWN_FAILURES"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_whitespace().next().map(String::from))
        .collect()
}

/// The `.c` files below `dir`, sorted.
pub fn collect(dir: &Path, out: &mut Vec<PathBuf>) {
    let Ok(rd) = std::fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok().map(|e| e.path())).collect();
    entries.sort();
    for e in entries {
        if e.is_dir() {
            collect(&e, out);
        } else if e.extension().is_some_and(|x| x == "c") {
            out.push(e);
        }
    }
}

pub struct Output {
    pub status: Option<i32>,
    pub stdout: Vec<u8>,
    pub stderr: Vec<u8>,
    pub timed_out: bool,
}

/// Runs a command with a time limit, collecting stdout and stderr.
pub fn run(cmd: &mut Command, limit: Duration) -> Result<Output, String> {
    let mut child = cmd
        .stdin(Stdio::null())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .map_err(|e| format!("cannot start {:?}: {e}", cmd.get_program()))?;
    let mut out_pipe = child.stdout.take().unwrap();
    let mut err_pipe = child.stderr.take().unwrap();
    let out_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = out_pipe.read_to_end(&mut v);
        v
    });
    let err_t = std::thread::spawn(move || {
        let mut v = Vec::new();
        let _ = err_pipe.read_to_end(&mut v);
        v
    });
    let start = Instant::now();
    let mut timed_out = false;
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break s,
            Ok(None) if start.elapsed() > limit => {
                timed_out = true;
                let _ = child.kill();
                break child.wait().map_err(|e| e.to_string())?;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(e) => return Err(e.to_string()),
        }
    };
    Ok(Output { status: status.code(), stdout: out_t.join().unwrap(), stderr: err_t.join().unwrap(), timed_out })
}

/// The last `n` characters of `bytes` as text.
pub fn tail(bytes: &[u8], n: usize) -> String {
    let s = String::from_utf8_lossy(bytes);
    let s = s.trim_end();
    let start = s.char_indices().rev().nth(n).map(|(i, _)| i).unwrap_or(0);
    s[start..].to_string()
}

/// The `// FLAGS:` of a test program's header, split into words.
pub fn flags_of(p: &Path) -> Vec<String> {
    let text = std::fs::read_to_string(p).unwrap_or_default();
    text.lines().find_map(|l| l.trim().strip_prefix("// FLAGS:")).map(|v| v.split_whitespace().map(String::from).collect()).unwrap_or_default()
}

/// Checks every program of `dir` with its FLAGS by `divm` in three search
/// orders (one worker breadth-first, two workers, depth-first) and
/// requires the same verdict and error kind of each; returns how many
/// programs it checked.
pub fn search_orders_agree(divm: &str, dir: &Path) -> usize {
    let mut files = Vec::new();
    collect(dir, &mut files);
    for f in &files {
        let flags = flags_of(f);
        let verdicts: Vec<(String, String)> = [&["--threads", "1"][..], &["--threads", "2"], &["--threads", "1", "--order", "dfs"]]
            .iter()
            .map(|order| {
                let out = Command::new(divm).arg("check").arg("--report=json").args(&flags).args(*order).arg(f).output().unwrap();
                let r: serde_json::Value = serde_json::from_slice(&out.stdout)
                    .unwrap_or_else(|e| panic!("{}: no JSON ({}): {}", f.display(), e, String::from_utf8_lossy(&out.stderr)));
                (r["verdict"].as_str().unwrap_or("").to_string(), r["error"]["kind"].as_str().unwrap_or("").to_string())
            })
            .collect();
        assert!(verdicts.iter().all(|v| *v == verdicts[0]), "{}: {:?}", f.display(), verdicts);
    }
    files.len()
}

/// Checks every program of `dir` with its FLAGS by `divm` with each
/// accepting-cycle algorithm (`DIVM_CYCLES`: Tarjan's reference, nested
/// DFS, OWCTY), on one worker and on two, and requires the same verdict
/// and error kind of each; returns how many programs it checked.
#[allow(dead_code)]
pub fn cycle_algorithms_agree(divm: &str, dir: &Path) -> usize {
    let mut files = Vec::new();
    collect(dir, &mut files);
    let failures = failures_in_parallel(&files, 2, |f| {
        let flags = flags_of(f);
        let mut verdicts = Vec::new();
        for algorithm in ["tarjan", "ndfs", "owcty"] {
            for threads in ["1", "2"] {
                let out = Command::new(divm)
                    .env("DIVM_CYCLES", algorithm)
                    .args(["check", "--report=json", "--threads", threads])
                    .args(&flags)
                    .arg(f)
                    .output()
                    .unwrap();
                let r: serde_json::Value = serde_json::from_slice(&out.stdout)
                    .unwrap_or_else(|e| panic!("{}: no JSON ({}): {}", f.display(), e, String::from_utf8_lossy(&out.stderr)));
                let v = (r["verdict"].as_str().unwrap_or("").to_string(), r["error"]["kind"].as_str().unwrap_or("").to_string());
                verdicts.push((algorithm, threads, v));
            }
        }
        (!verdicts.iter().all(|v| v.2 == verdicts[0].2)).then(|| format!("{}: {:?}", f.display(), verdicts))
    });
    assert!(failures.is_empty(), "{:#?}", failures);
    files.len()
}

/// Runs `check` on every case, `jobs` at a time; the failures it returns.
#[allow(dead_code)]
pub fn failures_in_parallel<T: Sync>(cases: &[T], jobs: usize, check: impl Fn(&T) -> Option<String> + Sync) -> Vec<String> {
    let next = std::sync::atomic::AtomicUsize::new(0);
    let failures = std::sync::Mutex::new(Vec::new());
    std::thread::scope(|s| {
        for _ in 0..jobs {
            s.spawn(|| loop {
                let i = next.fetch_add(1, std::sync::atomic::Ordering::SeqCst);
                let Some(c) = cases.get(i) else { break };
                if let Some(f) = check(c) {
                    failures.lock().unwrap().push(f);
                }
            });
        }
    });
    failures.into_inner().unwrap()
}

/// An LLVM 19 tool, found as build.rs finds it.
pub fn llvm_tool(name: &str) -> String {
    let candidates = [format!("/usr/lib/llvm-19/bin/{name}"), format!("{name}-19"), name.to_string()];
    for c in &candidates {
        if Command::new(c).arg("--version").output().is_ok() {
            return c.clone();
        }
    }
    panic!("{name} (LLVM 19) not found");
}

/// `// ERROR` or `// ERROR-ANY` as a trailing marker (followed by white space,
/// `:` and a message, or the end) after code on the same line; comment-only
/// lines never mark.
pub fn error_marker(line: &str) -> Option<&'static str> {
    if line.trim_start().starts_with("//") {
        return None;
    }
    let mut from = 0;
    while let Some(i) = line[from..].find("//").map(|i| i + from) {
        let after = line[i + 2..].trim_start();
        for word in ["ERROR-ANY", "ERROR"] {
            if let Some(tail) = after.strip_prefix(word) {
                let pinned = word == "ERROR" && tail.starts_with(':');
                if (tail.is_empty() || tail.starts_with(char::is_whitespace) || pinned) && !line[..i].trim().is_empty() {
                    return Some(word);
                }
            }
        }
        from = i + 2;
    }
    None
}
