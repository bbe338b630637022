//! Which functions of POSIX.1-2017, C17 and the common GNU extensions the
//! runtime provides, checked against what is built:
//!
//! - tests/posix_names/*.txt list, per header, the names a program may call
//!   (one a line; the first `header H` line names the header). A name is
//!   provided when including H declares it (the test takes its address) and
//!   libc-shim or DiOS defines it, or the VM implements it (natives). A name
//!   followed by `macro` is a macro (checked with #ifdef); one followed by
//!   `missing: REASON` is known not to be provided. The test fails if a
//!   listed name is not provided without its mark, or is provided with one
//!   (so that the lists stay true), and prints the counts per header
//!   (`cargo test --release --test posix_names -- --nocapture`).
//! - every function the public headers declare (not static or inline) is
//!   defined: a declared but undefined function compiles, then stops the
//!   run with "call to undefined function".

mod common;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

use common::llvm_tool as tool;

/// What the runtime defines (libc and DiOS bitcode), less local symbols.
fn runtime_defined() -> BTreeSet<String> {
    let out_dir = Path::new(env!("OUT_DIR"));
    let mut def = BTreeSet::new();
    for bc in ["libc.bc", "dios.bc"] {
        let out = Command::new(tool("llvm-nm")).arg(out_dir.join(bc)).output().unwrap();
        assert!(out.status.success(), "llvm-nm {bc}: {}", String::from_utf8_lossy(&out.stderr));
        for line in String::from_utf8_lossy(&out.stdout).lines() {
            let f: Vec<&str> = line.split_whitespace().collect();
            if let [.., kind, name] = f.as_slice() {
                if matches!(*kind, "T" | "D" | "B" | "R" | "C" | "W" | "V") {
                    def.insert(name.to_string());
                }
            }
        }
    }
    def
}

fn provided(def: &BTreeSet<String>, name: &str) -> bool {
    def.contains(name) || divm_vm::ir::builtin_by_name(name).is_some()
}

/// clang on `text` as divm compiles programs (the runtime's headers only);
/// its diagnostics (stderr) and the AST dump if asked (stdout).
fn clang(text: &str, tag: &str, ast: bool) -> (String, String) {
    let dir = common::scratch("posix-names");
    let tu = dir.join(format!("{tag}.c"));
    std::fs::write(&tu, text).unwrap();
    let include = root().join("libc-shim/include");
    let mut cmd = Command::new(tool("clang"));
    cmd.args(["-fsyntax-only", "-std=gnu11", "-ffreestanding", "-nostdlibinc", "-w", "-ferror-limit=0"])
        .args(["--target=x86_64-unknown-linux-gnu", "-fno-color-diagnostics", "-D__divm__=1"])
        .arg(format!("-isystem{}", include.display()))
        .arg(format!("-isystem{}", root().display())); // hypercalls.h, as divm provides it
    if ast {
        cmd.args(["-Xclang", "-ast-dump"]);
    }
    let out = cmd.arg(&tu).output().unwrap();
    let _ = std::fs::remove_file(&tu);
    (String::from_utf8_lossy(&out.stderr).into_owned(), String::from_utf8_lossy(&out.stdout).into_owned())
}

struct Entry {
    name: String,
    is_macro: bool,
    missing: Option<String>,
}

fn read_list(path: &Path) -> (String, Vec<Entry>) {
    let text = std::fs::read_to_string(path).unwrap();
    let mut header = None;
    let mut entries = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty() && !l.starts_with('#')) {
        if let Some(h) = line.strip_prefix("header ") {
            header = Some(h.trim().to_string());
            continue;
        }
        let (name, rest) = line.split_once(char::is_whitespace).map_or((line, ""), |(n, r)| (n, r.trim()));
        let missing = rest.strip_prefix("missing:").map(|r| r.trim().to_string());
        assert!(
            rest.is_empty() || rest == "macro" || missing.as_ref().is_some_and(|r| !r.is_empty()),
            "{}: cannot read {line:?} (NAME, NAME macro or NAME missing: REASON)",
            path.display()
        );
        entries.push(Entry { name: name.to_string(), is_macro: rest == "macro", missing });
    }
    (header.unwrap_or_else(|| panic!("{}: no `header` line", path.display())), entries)
}

/// The names of `entries` that including `header` does not declare.
fn undeclared(header: &str, entries: &[Entry], tag: &str) -> BTreeSet<String> {
    let mut text = format!("#include <{header}>\nvoid *__divm_names[] = {{\n");
    for e in entries.iter().filter(|e| !e.is_macro) {
        text.push_str(&format!("(void *)&{},\n", e.name));
    }
    text.push_str("};\n");
    for e in entries.iter().filter(|e| e.is_macro) {
        text.push_str(&format!("#ifndef {0}\n#error macro-missing:{0}:\n#endif\n", e.name));
    }
    let (diag, _) = clang(&text, tag, false);
    if diag.contains("file not found") {
        return entries.iter().map(|e| e.name.clone()).collect();
    }
    let mut names = BTreeSet::new();
    for marker in ["undeclared identifier '", "macro-missing:"] {
        for part in diag.split(marker).skip(1) {
            let end = part.find(['\'', ':']).unwrap_or(part.len());
            names.insert(part[..end].to_string());
        }
    }
    names
}

#[test]
fn listed_posix_names_are_provided() {
    let def = runtime_defined();
    let dir = root().join("tests/posix_names");
    let mut lists: Vec<PathBuf> =
        std::fs::read_dir(&dir).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "txt")).collect();
    lists.sort();
    assert!(lists.len() > 20, "only {} lists in {}", lists.len(), dir.display());
    let mut problems = Vec::new();
    let mut summary: BTreeMap<String, (usize, Vec<String>)> = BTreeMap::new();
    let (mut total, mut absent) = (0, 0);
    for list in &lists {
        let tag = list.file_stem().unwrap().to_string_lossy().into_owned();
        let (header, entries) = read_list(list);
        let undecl = undeclared(&header, &entries, &tag);
        let row = summary.entry(header.clone()).or_default();
        for e in &entries {
            let declared = !undecl.contains(&e.name);
            let ok = declared && (e.is_macro || provided(&def, &e.name));
            total += 1;
            row.0 += 1;
            if !ok {
                absent += 1;
                row.1.push(e.name.clone());
            }
            match (&e.missing, ok) {
                (None, false) => problems.push(format!(
                    "<{header}> {}: not provided ({}, {}); provide it or mark it `missing: REASON` in {}",
                    e.name,
                    if declared { "declared" } else { "not declared" },
                    if e.is_macro || provided(&def, &e.name) { "defined" } else { "not defined" },
                    list.display()
                )),
                (Some(_), true) => problems.push(format!("<{header}> {}: provided now; remove its `missing:` mark in {}", e.name, list.display())),
                _ => {}
            }
        }
    }
    println!("{total} names listed, {absent} not provided:");
    for (h, (n, miss)) in &summary {
        println!("  <{h}>: {} of {n}{}{}", n - miss.len(), if miss.is_empty() { "" } else { "; missing: " }, miss.join(" "));
    }
    assert!(problems.is_empty(), "{}", problems.join("\n"));
}

#[test]
fn every_declared_function_is_defined() {
    let def = runtime_defined();
    let include = root().join("libc-shim/include");
    let mut headers = Vec::new();
    fn walk(dir: &Path, base: &Path, out: &mut Vec<String>) {
        for e in std::fs::read_dir(dir).unwrap() {
            let p = e.unwrap().path();
            if p.is_dir() {
                walk(&p, base, out);
            } else if p.extension().is_some_and(|x| x == "h") {
                out.push(p.strip_prefix(base).unwrap().to_string_lossy().into_owned());
            }
        }
    }
    walk(&include, &include, &mut headers);
    headers.sort();
    let text: String = headers.iter().map(|h| format!("#include <{h}>\n")).collect();
    let (diag, ast) = clang(&text, "all_headers", true);
    assert!(!diag.contains("error"), "the public headers do not compile together:\n{diag}");
    let mut declared = BTreeSet::new();
    for line in ast.lines().filter(|l| l.starts_with("|-FunctionDecl ")) {
        let Some(quote) = line.find(" '") else { continue };
        let tail = &line[quote..];
        if line.contains(" implicit ") || tail.contains("' static") || tail.contains("' inline") || tail.contains(" inline") {
            continue;
        }
        let name = line[..quote].rsplit(' ').next().unwrap();
        declared.insert(name.to_string());
    }
    assert!(declared.len() > 500 && declared.contains("printf"), "cannot read clang's AST dump ({} functions)", declared.len());
    let undefined: Vec<&String> = declared.iter().filter(|n| !provided(&def, n)).collect();
    assert!(undefined.is_empty(), "declared in libc-shim/include but defined nowhere (a call compiles, then stops the run): {undefined:?}");
}
