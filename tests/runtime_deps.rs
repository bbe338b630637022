//! How the C runtime's parts depend on each other, checked against what is
//! built so that the records and the layering cannot drift:
//!
//! - libc-shim/src/os.h lists what libc-shim takes from the OS: exactly the
//!   functions the built libc bitcode calls without defining them, less the
//!   ones the VM implements (hypercalls, natives, intrinsics); DiOS defines
//!   every one of them, and the declarations agree with the public headers;
//! - no two C files of dios/, nor of libc-shim/src/, depend on each other
//!   through a cycle (file A depends on file B when A uses a function or
//!   global that B defines), so that each file builds only on those below it.

#[path = "../vm/tests/common/c_text.rs"]
mod c_text;
use c_text::strip_comments;
mod common;
use std::collections::{BTreeMap, BTreeSet};
use std::path::{Path, PathBuf};
use std::process::Command;

fn root() -> PathBuf {
    PathBuf::from(env!("CARGO_MANIFEST_DIR"))
}

use common::llvm_tool as tool;

/// The symbols of a bitcode file: (defined, undefined).
fn symbols(bc: &Path) -> (BTreeSet<String>, BTreeSet<String>) {
    let out = Command::new(tool("llvm-nm")).arg(bc).output().unwrap();
    assert!(out.status.success(), "llvm-nm {}: {}", bc.display(), String::from_utf8_lossy(&out.stderr));
    let (mut def, mut undef) = (BTreeSet::new(), BTreeSet::new());
    for line in String::from_utf8_lossy(&out.stdout).lines() {
        let f: Vec<&str> = line.split_whitespace().collect();
        let (kind, name) = match f.as_slice() {
            [_, kind, name] | [kind, name] => (*kind, name.to_string()),
            _ => continue,
        };
        match kind {
            "U" => {
                undef.insert(name);
            }
            // Local symbols (lower case) are the file's own business.
            "T" | "D" | "B" | "R" | "C" | "W" | "V" => {
                def.insert(name);
            }
            _ => {}
        }
    }
    (def, undef)
}

/// The names of the functions a header declares: the identifier before
/// the first '(' of each declaration, preprocessor lines left out.
fn declared_functions(text: &str) -> BTreeSet<String> {
    let code: String = strip_comments(text).lines().filter(|l| !l.trim_start().starts_with('#')).collect::<Vec<_>>().join("\n");
    let mut names = BTreeSet::new();
    for decl in code.split(';') {
        let Some(open) = decl.find('(') else { continue };
        let head = decl[..open].trim_end();
        let start = head.rfind(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).map_or(0, |i| i + 1);
        let name = &head[start..];
        assert!(!name.is_empty(), "cannot read the declaration {decl:?}");
        assert!(names.insert(name.to_string()), "{name} is declared twice");
    }
    names
}

fn os_h() -> PathBuf {
    root().join("libc-shim/src/os.h")
}

#[test]
fn header_parser_reads_the_forms_used() {
    let names = declared_functions(
        "#include <x.h>\n/* f(a); */ int *__errno_location(void);\n_Noreturn void exit(int s);\nint open(const char *p, int f, ...);",
    );
    assert_eq!(names.into_iter().collect::<Vec<_>>(), ["__errno_location", "exit", "open"]);
}

#[test]
fn os_h_lists_what_libc_takes_from_the_os() {
    let out_dir = Path::new(env!("OUT_DIR"));
    let (libc_def, libc_undef) = symbols(&out_dir.join("libc.bc"));
    let (os_def, _) = symbols(&out_dir.join("dios.bc"));
    let imports: BTreeSet<String> = libc_undef.into_iter().filter(|n| !libc_def.contains(n) && divm_vm::ir::builtin_by_name(n).is_none()).collect();
    let header = declared_functions(&std::fs::read_to_string(os_h()).unwrap());
    assert!(imports.contains("write") && imports.contains("__errno_location"), "suspicious imports: {imports:?}");
    let mut problems = Vec::new();
    for n in imports.difference(&header) {
        problems.push(format!("libc calls {n}, which os.h does not declare"));
    }
    for n in header.difference(&imports) {
        problems.push(format!("os.h declares {n}, which libc does not call (or the VM implements)"));
    }
    for n in header.iter().filter(|n| !os_def.contains(*n)) {
        problems.push(format!("os.h declares {n}, which DiOS does not define"));
    }
    assert!(problems.is_empty(), "libc-shim/src/os.h and the built runtime disagree:\n{}", problems.join("\n"));
}

/// The declarations of os.h compile next to those of the public headers,
/// so they are the same functions.
#[test]
fn os_h_agrees_with_the_public_headers() {
    let dir = common::scratch("os-h");
    let tu = dir.join("os_h.c");
    let publics = ["errno.h", "fcntl.h", "stdlib.h", "sys/stat.h", "time.h", "unistd.h"];
    let mut text: String = publics.iter().map(|h| format!("#include <{h}>\n")).collect();
    text.push_str(&format!("#include \"{}\"\n", os_h().display()));
    std::fs::write(&tu, text).unwrap();
    let include = root().join("libc-shim/include");
    let out = Command::new(tool("clang"))
        .args(["-fsyntax-only", "-std=c11", "-ffreestanding", "-nostdlibinc", "-Werror", "--target=x86_64-unknown-linux-gnu"])
        .arg(format!("-isystem{}", include.display()))
        .arg(&tu)
        .output()
        .unwrap();
    let _ = std::fs::remove_dir_all(&dir);
    assert!(out.status.success(), "os.h does not agree with the public headers:\n{}", String::from_utf8_lossy(&out.stderr));
}

/// Each C file of `dir` compiled on its own (as build.rs compiles it, at
/// -O0 so that every use in the source is still there): its symbols.
fn file_symbols(dir: &str) -> BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)> {
    let src = root().join(dir);
    let out = common::scratch(&format!("deps-{}", dir.replace('/', "_")));
    let mut files: Vec<PathBuf> =
        std::fs::read_dir(&src).unwrap().map(|e| e.unwrap().path()).filter(|p| p.extension().is_some_and(|x| x == "c")).collect();
    files.sort();
    assert!(files.len() > 10, "only {} C files in {dir}", files.len());
    let clang = tool("clang");
    let include = root().join("libc-shim/include");
    let mut map = BTreeMap::new();
    // Two compilers at a time.
    for pair in files.chunks(2) {
        let jobs: Vec<_> = pair
            .iter()
            .map(|f| {
                let stem = f.file_stem().unwrap().to_string_lossy().into_owned();
                let bc = out.join(format!("{stem}.bc"));
                let child = Command::new(&clang)
                    .args(["-c", "-emit-llvm", "-O0", "-std=c11", "-ffreestanding", "-fno-builtin", "-nostdlibinc"])
                    .args(["-fno-stack-protector", "-w", "--target=x86_64-unknown-linux-gnu"])
                    .arg(format!("-isystem{}", include.display()))
                    .arg(format!("-I{}", root().display()))
                    .arg(f)
                    .arg("-o")
                    .arg(&bc)
                    .stderr(std::process::Stdio::piped())
                    .spawn()
                    .unwrap();
                (stem, bc, child)
            })
            .collect();
        for (stem, bc, child) in jobs {
            let o = child.wait_with_output().unwrap();
            assert!(o.status.success(), "{dir}/{stem}.c does not compile:\n{}", String::from_utf8_lossy(&o.stderr));
            map.insert(stem, symbols(&bc));
        }
    }
    let _ = std::fs::remove_dir_all(&out);
    map
}

/// The files' dependency graph: file -> file it uses -> the symbols.
type Graph = BTreeMap<String, BTreeMap<String, Vec<String>>>;

fn graph(files: &BTreeMap<String, (BTreeSet<String>, BTreeSet<String>)>) -> Graph {
    let mut owner = BTreeMap::new();
    for (f, (def, _)) in files {
        for s in def {
            owner.entry(s.clone()).or_insert(f.clone());
        }
    }
    let mut g = Graph::new();
    for (f, (_, undef)) in files {
        let edges = g.entry(f.clone()).or_default();
        for s in undef {
            if let Some(o) = owner.get(s).filter(|o| *o != f) {
                edges.entry(o.clone()).or_default().push(s.clone());
            }
        }
    }
    g
}

/// The strongly connected components of more than one file (Tarjan).
fn cycles(g: &Graph) -> Vec<Vec<String>> {
    struct T<'a> {
        g: &'a Graph,
        index: BTreeMap<&'a str, usize>,
        low: BTreeMap<&'a str, usize>,
        stack: Vec<&'a str>,
        on: BTreeSet<&'a str>,
        out: Vec<Vec<String>>,
    }
    fn visit<'a>(t: &mut T<'a>, v: &'a str) {
        let i = t.index.len();
        t.index.insert(v, i);
        t.low.insert(v, i);
        t.stack.push(v);
        t.on.insert(v);
        let g = t.g;
        for w in g[v].keys() {
            let w = w.as_str();
            if !t.index.contains_key(w) {
                visit(t, w);
                let lw = t.low[w];
                let lv = t.low.get_mut(v).unwrap();
                *lv = (*lv).min(lw);
            } else if t.on.contains(w) {
                let iw = t.index[w];
                let lv = t.low.get_mut(v).unwrap();
                *lv = (*lv).min(iw);
            }
        }
        if t.low[v] == t.index[v] {
            let mut comp = Vec::new();
            loop {
                let w = t.stack.pop().unwrap();
                t.on.remove(w);
                comp.push(w.to_string());
                if w == v {
                    break;
                }
            }
            if comp.len() > 1 {
                comp.sort();
                t.out.push(comp);
            }
        }
    }
    let mut t = T { g, index: BTreeMap::new(), low: BTreeMap::new(), stack: Vec::new(), on: BTreeSet::new(), out: Vec::new() };
    for v in g.keys() {
        if !t.index.contains_key(v.as_str()) {
            visit(&mut t, v);
        }
    }
    t.out
}

fn assert_acyclic(dir: &str) {
    let g = graph(&file_symbols(dir));
    let found = cycles(&g);
    let mut report = String::new();
    for comp in &found {
        report.push_str(&format!("cycle among {}:\n", comp.join(", ")));
        for a in comp {
            for (b, syms) in &g[a] {
                if comp.contains(b) {
                    report.push_str(&format!("  {a} -> {b}: {}\n", syms.join(" ")));
                }
            }
        }
    }
    assert!(found.is_empty(), "the C files of {dir} depend on each other in a cycle:\n{report}");
}

#[test]
fn cycle_finder_finds_cycles() {
    let mut g = Graph::new();
    for (a, b) in [("a", "b"), ("b", "c"), ("c", "a"), ("c", "d"), ("d", "e")] {
        g.entry(a.into()).or_default().insert(b.into(), vec![]);
        g.entry(b.into()).or_default();
    }
    assert_eq!(cycles(&g), vec![vec!["a".to_string(), "b".into(), "c".into()]]);
    g.get_mut("c").unwrap().remove("a");
    assert!(cycles(&g).is_empty());
}

#[test]
fn dios_files_have_no_dependency_cycle() {
    assert_acyclic("dios");
}

#[test]
fn libc_files_have_no_dependency_cycle() {
    assert_acyclic("libc-shim/src");
}
