//! Compiles the guest runtime (dios/ and libc-shim/) to LLVM bitcode with
//! clang-19 through the `cc` crate, links each part into one module, and
//! embeds the modules and the user-facing headers in the divm binary.

use std::fs;
use std::path::{Path, PathBuf};
use std::process::Command;

fn tool(name: &str) -> String {
    let candidates = [format!("/usr/lib/llvm-19/bin/{}", name), format!("{}-19", name), name.to_string()];
    for c in &candidates {
        if Command::new(c).arg("--version").output().is_ok() {
            return c.clone();
        }
    }
    panic!("{} (LLVM 19) not found: run ./setup.sh to install clang-19 and llvm-19-dev", name);
}

fn c_files(dir: &Path) -> Vec<PathBuf> {
    let mut v: Vec<PathBuf> = fs::read_dir(dir)
        .map(|r| r.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "c")).collect())
        .unwrap_or_default();
    v.sort();
    v
}

fn headers(dir: &Path, base: &Path, out: &mut Vec<(String, PathBuf)>) {
    let Ok(rd) = fs::read_dir(dir) else { return };
    let mut entries: Vec<PathBuf> = rd.filter_map(|e| e.ok()).map(|e| e.path()).collect();
    entries.sort();
    for p in entries {
        if p.is_dir() {
            headers(&p, base, out);
        } else if p.extension().is_some_and(|x| x == "h") {
            out.push((p.strip_prefix(base).unwrap().to_string_lossy().into_owned(), p));
        }
    }
}

/// Compiles `files` to bitcode and links them into `out`.
fn build_module(name: &str, files: &[PathBuf], root: &Path, out_dir: &Path) -> PathBuf {
    let out = out_dir.join(format!("{}.bc", name));
    if files.is_empty() {
        // An empty module keeps the loader simple.
        let ll = out_dir.join(format!("{}.ll", name));
        fs::write(&ll, "target triple = \"x86_64-unknown-linux-gnu\"\n").unwrap();
        let st = Command::new(tool("llvm-as")).arg(&ll).arg("-o").arg(&out).status().unwrap();
        assert!(st.success());
        return out;
    }
    let include = root.join("libc-shim/include");
    let objs = cc::Build::new()
        .compiler(tool("clang"))
        .target("x86_64-unknown-linux-gnu")
        .host("x86_64-unknown-linux-gnu")
        .opt_level(0)
        // Line tables only: backtraces through the runtime need its lines,
        // nothing needs its types and variables, and reading their
        // metadata was a sixth of every check's start-up.
        .debug(false)
        .flag("-gline-tables-only")
        .pic(false)
        .warnings(false)
        .flag("-emit-llvm")
        .flag("-std=c11")
        .flag("-Xclang")
        .flag("-disable-O0-optnone")
        .flag("-ffreestanding")
        .flag("-fno-builtin")
        .flag("-nostdlibinc")
        .flag("-fno-stack-protector")
        .flag("-fno-ident")
        .flag("-Wno-unused-command-line-argument")
        .flag(format!("-isystem{}", include.display()))
        .include(root)
        .out_dir(out_dir.join(name))
        .files(files)
        .cargo_metadata(false)
        .compile_intermediates();
    let linked = out_dir.join(format!("{}.linked.bc", name));
    let st = Command::new(tool("llvm-link")).args(&objs).arg("-o").arg(&linked).status().unwrap();
    assert!(st.success(), "llvm-link failed for {}", name);
    // The OS and libc are ours and free of undefined behaviour, so they are
    // optimised: every edge runs the scheduler, and O1 cuts the VM
    // instructions it takes (locals promoted to registers, small helpers
    // inlined). O1 has no vectorisers, whose vector code the VM does not
    // execute; undefined reads stay visible as undef.
    let st = Command::new(tool("opt")).arg("-passes=default<O1>").arg(&linked).arg("-o").arg(&out).status().unwrap();
    assert!(st.success(), "opt failed for {}", name);
    out
}

fn main() {
    let root = PathBuf::from(std::env::var("CARGO_MANIFEST_DIR").unwrap());
    let out_dir = PathBuf::from(std::env::var("OUT_DIR").unwrap());
    for d in ["dios", "libc-shim", "hypercalls.h"] {
        println!("cargo:rerun-if-changed={}", root.join(d).display());
    }
    for d in ["dios", "libc-shim/src", "libc-shim/include", "libc-shim/include/sys", "libc-shim/include/bits"] {
        println!("cargo:rerun-if-changed={}", root.join(d).display());
        for f in fs::read_dir(root.join(d)).into_iter().flatten().flatten() {
            println!("cargo:rerun-if-changed={}", f.path().display());
        }
    }
    let os = build_module("dios", &c_files(&root.join("dios")), &root, &out_dir);
    let libc = build_module("libc", &c_files(&root.join("libc-shim/src")), &root, &out_dir);

    let mut hs = Vec::new();
    headers(&root.join("libc-shim/include"), &root.join("libc-shim/include"), &mut hs);
    hs.push(("hypercalls.h".to_string(), root.join("hypercalls.h")));
    let mut gen = String::new();
    gen.push_str(&format!("pub const OS_BC: &[u8] = include_bytes!({:?});\n", os.display().to_string()));
    gen.push_str(&format!("pub const LIBC_BC: &[u8] = include_bytes!({:?});\n", libc.display().to_string()));
    gen.push_str("pub const HEADERS: &[(&str, &[u8])] = &[\n");
    for (rel, p) in &hs {
        gen.push_str(&format!("    ({:?}, include_bytes!({:?})),\n", rel, p.display().to_string()));
    }
    gen.push_str("];\n");
    fs::write(out_dir.join("runtime.rs"), gen).unwrap();
}
