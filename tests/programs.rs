//! Runs every C program under tests/programs/ according to its annotations
//! (the format of ../shared/acceptance, see tests/programs/README.md):
//!
//! - check mode (default): `divm check --report=json [FLAGS] FILE`; the
//!   verdict, the error kind and the line marked `// ERROR` (or one of the
//!   lines marked `// ERROR-ANY`) must match; `// ERROR: text` also pins
//!   the message: the report's must contain `text`;
//! - `// MODE: run-diff`: the program is compiled natively (clang-19 -O0 -w),
//!   run, and `divm run FILE` must print the same stdout and exit with the
//!   same status.
//!
//! Programs listed in tests/programs/KNOWN_FAILURES (`path reason...`, one per
//! line, paths relative to tests/programs/) document divm bugs: a failure of
//! theirs is reported as "known failure" and does not fail the test.
//!
//! `DIVM_PROGRAMS_FILTER=substring` restricts the run to matching paths.

mod common;

use common::{collect, error_marker, run, run_diff_flags, tail};
use std::collections::BTreeMap;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const DIVM: &str = env!("CARGO_BIN_EXE_divm");
const JOBS: usize = 2;
const DIVM_TIMEOUT: Duration = Duration::from_secs(180);
const NATIVE_TIMEOUT: Duration = Duration::from_secs(20);
const KINDS: &[&str] = &["assert", "memory", "uninit", "arith", "deadlock", "leak", "pthread", "exit", "nontermination", "race", "ltl", "other"];

fn root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR")).join("tests/programs")
}

#[derive(Debug, Clone)]
struct Program {
    path: PathBuf,
    rel: String,
    expect: Option<String>,
    kind: Option<String>,
    flags: Vec<String>,
    run_diff: bool,
    error_lines: Vec<u32>,
    /// `// ERROR: text`: a substring the error message must contain.
    message: Option<String>,
    any_lines: Vec<u32>,
    problems: Vec<String>,
}

impl Program {
    fn accepted_lines(&self) -> &[u32] {
        if self.error_lines.is_empty() {
            &self.any_lines
        } else {
            &self.error_lines
        }
    }
}

/// The `text` of a trailing `// ERROR: text` marker.
fn pinned_message(line: &str) -> Option<String> {
    let i = line.rfind("// ERROR:")?;
    let text = line[i + "// ERROR:".len()..].trim();
    (!text.is_empty() && !line[..i].trim().is_empty()).then(|| text.to_string())
}

fn parse(path: &Path) -> Program {
    let rel = path.strip_prefix(root()).unwrap_or(path).to_string_lossy().into_owned();
    let mut p = Program {
        path: path.to_path_buf(),
        rel,
        expect: None,
        kind: None,
        flags: Vec::new(),
        run_diff: false,
        error_lines: Vec::new(),
        message: None,
        any_lines: Vec::new(),
        problems: Vec::new(),
    };
    let text = match std::fs::read_to_string(path) {
        Ok(t) => t,
        Err(e) => {
            p.problems.push(format!("cannot read: {e}"));
            return p;
        }
    };
    let mut in_header = true;
    for (i, line) in text.lines().enumerate() {
        let n = i as u32 + 1;
        let t = line.trim();
        if in_header {
            if let Some(c) = t.strip_prefix("//") {
                if let Some((key, val)) = c.split_once(':') {
                    let key = key.trim();
                    let val = val.trim();
                    if !key.is_empty() && key.chars().all(|c| c.is_ascii_uppercase() || c == '-') {
                        match key {
                            "EXPECT" => {
                                let mut w = val.split_whitespace();
                                match (w.next(), w.next(), w.next()) {
                                    (Some("safe"), None, _) => p.expect = Some("safe".into()),
                                    (Some("error"), Some(k), None) if KINDS.contains(&k) => {
                                        p.expect = Some("error".into());
                                        p.kind = Some(k.into());
                                    }
                                    _ => p.problems.push(format!("bad EXPECT: {val}")),
                                }
                            }
                            "FLAGS" => p.flags.extend(val.split_whitespace().map(String::from)),
                            "MODE" => match val {
                                "run-diff" => p.run_diff = true,
                                "check" => p.run_diff = false,
                                _ => p.problems.push(format!("bad MODE: {val}")),
                            },
                            // TAGS and any other word before a colon (free text) are ignored.
                            _ => {}
                        }
                    }
                }
                continue;
            } else if !t.is_empty() {
                in_header = false;
            }
        }
        match error_marker(line) {
            Some("ERROR") => {
                p.error_lines.push(n);
                p.message = pinned_message(line);
            }
            Some("ERROR-ANY") => p.any_lines.push(n),
            _ => {}
        }
    }
    match p.expect.as_deref() {
        None => p.problems.push("no EXPECT".into()),
        Some("safe") if !p.error_lines.is_empty() || !p.any_lines.is_empty() => p.problems.push("safe test with an ERROR marker".into()),
        Some("error") => {
            if p.run_diff {
                p.problems.push("run-diff tests must expect safe".into());
            }
            if !p.error_lines.is_empty() && !p.any_lines.is_empty() {
                p.problems.push("both ERROR and ERROR-ANY markers".into());
            } else if p.error_lines.len() > 1 {
                p.problems.push("more than one // ERROR line".into());
            } else if p.accepted_lines().is_empty() {
                p.problems.push("error test without an // ERROR line".into());
            }
        }
        _ => {}
    }
    p
}

fn programs() -> Vec<Program> {
    let mut files = Vec::new();
    collect(&root(), &mut files);
    let filter = std::env::var("DIVM_PROGRAMS_FILTER").unwrap_or_default();
    files.iter().map(|f| parse(f)).filter(|p| p.rel.contains(&filter)).collect()
}

/// KNOWN_FAILURES: `path reason...` per line; `#` starts a comment line.
fn known_failures() -> BTreeMap<String, String> {
    let text = std::fs::read_to_string(root().join("KNOWN_FAILURES")).unwrap_or_default();
    text.lines()
        .map(str::trim)
        .filter(|l| !l.is_empty() && !l.starts_with('#'))
        .map(|l| match l.split_once(char::is_whitespace) {
            Some((p, r)) => (p.to_string(), r.trim().to_string()),
            None => (l.to_string(), String::new()),
        })
        .collect()
}

fn native_compiler() -> &'static str {
    for cc in ["clang-19", "clang", "cc"] {
        if Command::new(cc).arg("--version").stdout(Stdio::null()).stderr(Stdio::null()).status().is_ok() {
            return cc;
        }
    }
    "cc"
}

fn first_difference(a: &[u8], b: &[u8]) -> String {
    let al: Vec<&[u8]> = a.split(|&c| c == b'\n').collect();
    let bl: Vec<&[u8]> = b.split(|&c| c == b'\n').collect();
    for i in 0..al.len().max(bl.len()) {
        let x = al.get(i).copied();
        let y = bl.get(i).copied();
        if x != y {
            let show = |l: Option<&[u8]>| match l {
                Some(l) => format!("{:?}", String::from_utf8_lossy(l)),
                None => "<end of output>".into(),
            };
            return format!("line {}: native {} vs divm {}", i + 1, show(x), show(y));
        }
    }
    "outputs differ".into()
}

fn check_one(p: &Program, cc: &str, tmp: &Path) -> Result<(), String> {
    if !p.problems.is_empty() {
        return Err(format!("malformed annotations: {}", p.problems.join("; ")));
    }
    if p.run_diff {
        let exe = tmp.join(p.rel.replace(['/', '.'], "_"));
        let (cflags, divm_cflags, flags) = run_diff_flags(&p.flags);
        let c = run(Command::new(cc).args(["-O0", "-w"]).args(&cflags).arg("-o").arg(&exe).arg(&p.path).arg("-lm"), Duration::from_secs(120))?;
        if c.status != Some(0) {
            return Err(format!("native compile failed: {}", tail(&c.stderr, 400)));
        }
        let native = run(&mut Command::new(&exe), NATIVE_TIMEOUT)?;
        let _ = std::fs::remove_file(&exe);
        if native.timed_out {
            return Err("native run timed out".into());
        }
        let divm = run(Command::new(DIVM).args(["run", "--cflags", &divm_cflags]).args(&flags).arg(&p.path), DIVM_TIMEOUT)?;
        if divm.timed_out {
            return Err(format!("divm run timed out after {:?}", DIVM_TIMEOUT));
        }
        let mut why = Vec::new();
        if native.stdout != divm.stdout {
            why.push(format!("stdout differs ({})", first_difference(&native.stdout, &divm.stdout)));
        }
        if native.status != divm.status {
            why.push(format!("exit status native {:?} vs divm {:?}", native.status, divm.status));
        }
        if why.is_empty() {
            return Ok(());
        }
        let err = tail(&divm.stderr, 300);
        if !err.is_empty() {
            why.push(format!("divm stderr: {err}"));
        }
        return Err(why.join("; "));
    }

    // Every state's canonical form that skips the DFS is checked against
    // the DFS's as well (a panic, then no report, if they differ).
    let out = run(Command::new(DIVM).env("DIVM_VERIFY_CANONICAL", "1").args(["check", "--report=json"]).args(&p.flags).arg(&p.path), DIVM_TIMEOUT)?;
    if out.timed_out {
        return Err(format!("divm check timed out after {:?}", DIVM_TIMEOUT));
    }
    let text = String::from_utf8_lossy(&out.stdout);
    // Stray lines before the JSON object are tolerated.
    let json = if text.starts_with('{') { &text[..] } else { text.find("\n{").map(|i| &text[i + 1..]).unwrap_or("") };
    let v: serde_json::Value =
        serde_json::from_str(json).map_err(|e| format!("no JSON report ({e}); exit {:?}; stderr: {}", out.status, tail(&out.stderr, 300)))?;
    let verdict = v["verdict"].as_str().unwrap_or("?");
    let expect = p.expect.as_deref().unwrap();
    let err = &v["error"];
    let describe = || {
        let mut s = format!("verdict {verdict}");
        if let Some(k) = err["kind"].as_str() {
            s += &format!(" {k} at line {}", err["location"]["line"]);
        }
        if let Some(m) = err["message"].as_str() {
            s += &format!(" ({m})");
        }
        if let Some(r) = v["reason"].as_str() {
            s += &format!(" (reason: {r})");
        }
        s
    };
    if expect == "safe" {
        return if verdict == "safe" { Ok(()) } else { Err(format!("expected safe, got {}", describe())) };
    }
    let kind = p.kind.as_deref().unwrap();
    let line = err["location"]["line"].as_u64().map(|l| l as u32);
    let lines = p.accepted_lines();
    let message_ok = p.message.as_deref().is_none_or(|m| err["message"].as_str().is_some_and(|got| got.contains(m)));
    let ok = verdict == "error" && err["kind"].as_str() == Some(kind) && line.is_some_and(|l| lines.contains(&l)) && message_ok;
    if ok {
        Ok(())
    } else {
        let want: Vec<String> = lines.iter().map(u32::to_string).collect();
        let pinned = p.message.as_deref().map(|m| format!(" with a message containing '{m}'")).unwrap_or_default();
        Err(format!("expected error {kind} at line {}{pinned}, got {}", want.join("|"), describe()))
    }
}

#[test]
fn annotations_are_well_formed() {
    let progs = programs();
    let mut bad = Vec::new();
    for p in &progs {
        if !p.problems.is_empty() {
            bad.push(format!("{}: {}", p.rel, p.problems.join("; ")));
        }
        let top = p.rel.split('/').next().unwrap_or("");
        if top == "diff" && !p.run_diff {
            bad.push(format!("{}: programs in diff/ must be MODE: run-diff", p.rel));
        }
        if top == "seq" && p.run_diff {
            bad.push(format!("{}: programs in seq/ are check-mode tests", p.rel));
        }
    }
    if std::env::var("DIVM_PROGRAMS_FILTER").is_err() {
        for path in known_failures().keys() {
            if !root().join(path).is_file() {
                bad.push(format!("KNOWN_FAILURES names a missing file: {path}"));
            }
        }
    }
    assert!(bad.is_empty(), "malformed test programs:\n{}", bad.join("\n"));
}

#[test]
fn programs_match_their_annotations() {
    let progs = programs();
    assert!(!progs.is_empty(), "no test programs found under {}", root().display());
    let known = known_failures();
    let cc = native_compiler();
    let tmp = common::scratch("programs");

    let queue = Arc::new(Mutex::new(progs.clone().into_iter().enumerate().collect::<Vec<_>>()));
    let results = Arc::new(Mutex::new(vec![None; progs.len()]));
    let workers: Vec<_> = (0..JOBS)
        .map(|_| {
            let queue = Arc::clone(&queue);
            let results = Arc::clone(&results);
            let tmp = tmp.clone();
            std::thread::spawn(move || loop {
                let Some((i, p)) = queue.lock().unwrap().pop() else { break };
                let start = Instant::now();
                let r = check_one(&p, cc, &tmp);
                results.lock().unwrap()[i] = Some((r, start.elapsed()));
            })
        })
        .collect();
    for w in workers {
        w.join().unwrap();
    }
    let _ = std::fs::remove_dir_all(&tmp);

    let results = results.lock().unwrap();
    let (mut passed, mut failed, mut known_failed, mut fixed) = (Vec::new(), Vec::new(), Vec::new(), Vec::new());
    for (p, r) in progs.iter().zip(results.iter()) {
        let (r, took) = r.clone().unwrap();
        match (r, known.get(&p.rel)) {
            (Ok(()), None) => {
                println!("PASS {} ({:.1}s)", p.rel, took.as_secs_f64());
                passed.push(&p.rel)
            }
            (Ok(()), Some(_)) => {
                println!("PASS {} (listed in KNOWN_FAILURES: remove it from there)", p.rel);
                fixed.push(&p.rel)
            }
            (Err(e), Some(reason)) => {
                println!("KNOWN FAILURE {}: {} [{}]", p.rel, e, reason);
                known_failed.push(&p.rel)
            }
            (Err(e), None) => {
                println!("FAIL {}: {}", p.rel, e);
                failed.push(format!("{}: {}", p.rel, e))
            }
        }
    }
    println!(
        "{} passed, {} failed, {} known failures{}",
        passed.len() + fixed.len(),
        failed.len(),
        known_failed.len(),
        if fixed.is_empty() { String::new() } else { format!(", {} known failures now pass", fixed.len()) }
    );
    assert!(failed.is_empty(), "{} program(s) do not match their annotations:\n{}", failed.len(), failed.join("\n"));
}
