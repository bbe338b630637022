//! The platform documentation is executable: every C block of the tutorial
//! and of the example platforms' READMEs is written to a scratch directory,
//! and every `divm` command shown in a console block is run there. The
//! output lines the document shows must all appear in the real output, and
//! a shown verdict must be the real one (exit status 0 or 1).
//!
//! Conventions, for authors:
//! - a C block is fenced as ```` ```c file=PATH ````; PATH is relative to
//!   the scratch directory. A C block without `file=` is an error;
//! - in a ```` ```console ```` block, `$ divm ARGS` lines are commands and
//!   the lines after them expected output; `...` stands for omitted lines,
//!   and a line ending in ` ...` matches any line that starts with the rest;
//! - `examples/` in the scratch directory is the repository's examples/.

mod common;

use std::path::{Path, PathBuf};
use std::process::Command;

const DOCS: &[&str] = &["docs/writing-a-platform.md", "examples/platforms/irq/README.md", "examples/platforms/rounds/README.md"];

struct Doc {
    files: Vec<(String, String)>,
    /// (command arguments after `divm`, expected output lines)
    commands: Vec<(Vec<String>, Vec<String>)>,
}

fn parse(name: &str, text: &str) -> Doc {
    let mut doc = Doc { files: Vec::new(), commands: Vec::new() };
    let mut lines = text.lines();
    while let Some(line) = lines.next() {
        let Some(info) = line.trim_start().strip_prefix("```") else { continue };
        let info = info.trim();
        let body: Vec<&str> = lines.by_ref().take_while(|l| !l.trim_start().starts_with("```")).collect();
        let mut words = info.split_whitespace();
        match words.next() {
            Some("c") => {
                let file = words
                    .find_map(|w| w.strip_prefix("file="))
                    .unwrap_or_else(|| panic!("{}: a C block without file= (every C block must be compiled): {:?}", name, body.first()));
                doc.files.push((file.to_string(), body.join("\n") + "\n"));
            }
            Some("console") => {
                for l in body {
                    if let Some(cmd) = l.strip_prefix("$ ") {
                        let args: Vec<String> = cmd.split_whitespace().map(String::from).collect();
                        assert_eq!(args[0], "divm", "{}: only divm commands are run: {}", name, cmd);
                        doc.commands.push((args[1..].to_vec(), Vec::new()));
                    } else if !l.trim().is_empty() && l.trim() != "..." {
                        let last = doc.commands.last_mut().unwrap_or_else(|| panic!("{}: output before any command", name));
                        last.1.push(l.trim().to_string());
                    }
                }
            }
            _ => {}
        }
    }
    doc
}

/// Whether a command names `file`, or a directory that holds it.
fn uses(args: &[String], file: &str) -> bool {
    args.iter().any(|a| {
        let a = a.trim_end_matches('/');
        file == a || Path::new(file).parent().is_some_and(|d| d == Path::new(a))
    })
}

fn run_doc(root: &Path, name: &str) -> Vec<String> {
    let text = std::fs::read_to_string(root.join(name)).unwrap();
    let doc = parse(name, &text);
    let dir = common::scratch(&format!("docs-{}", name.replace('/', "_")));
    let _ = std::fs::remove_dir_all(&dir);
    std::fs::create_dir_all(&dir).unwrap();
    std::os::unix::fs::symlink(root.join("examples"), dir.join("examples")).unwrap();
    for (file, body) in &doc.files {
        let p = dir.join(file);
        std::fs::create_dir_all(p.parent().unwrap()).unwrap();
        std::fs::write(&p, body).unwrap();
    }
    let mut failures = Vec::new();
    for (file, _) in &doc.files {
        if file.ends_with(".c") && !doc.commands.iter().any(|(args, _)| uses(args, file)) {
            failures.push(format!("{}: {} is never compiled by a command", name, file));
        }
    }
    assert!(!doc.commands.is_empty(), "{}: no divm command", name);
    for (args, want) in &doc.commands {
        let o = Command::new(env!("CARGO_BIN_EXE_divm")).current_dir(&dir).args(args).output().unwrap();
        let out = format!("{}{}", String::from_utf8_lossy(&o.stdout), String::from_utf8_lossy(&o.stderr));
        let got: Vec<&str> = out.lines().map(str::trim).collect();
        let cmd = format!("{}: divm {}", name, args.join(" "));
        for w in want {
            let found = match w.strip_suffix(" ...") {
                Some(prefix) => got.iter().any(|g| g.starts_with(prefix)),
                None => got.contains(&w.as_str()),
            };
            if !found {
                failures.push(format!("{}: the output has no line '{}'; it was:\n{}", cmd, w, out));
            }
        }
        let code = if want.iter().any(|w| w == "verdict: safe") {
            Some(0)
        } else if want.iter().any(|w| w == "verdict: error") {
            Some(1)
        } else {
            None
        };
        if code.is_some() && o.status.code() != code {
            failures.push(format!("{}: exit status {:?}, expected {:?}", cmd, o.status.code(), code));
        }
        if out.contains("internal error") {
            failures.push(format!("{}: divm crashed:\n{}", cmd, out));
        }
    }
    let _ = std::fs::remove_dir_all(&dir);
    failures
}

#[test]
fn platform_docs_run_as_shown() {
    let root = PathBuf::from(env!("CARGO_MANIFEST_DIR"));
    let failures: Vec<String> = DOCS.iter().flat_map(|d| run_doc(&root, d)).collect();
    assert!(failures.is_empty(), "{}", failures.join("\n\n"));
}
