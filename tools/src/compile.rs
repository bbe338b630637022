//! Compiling C with clang-19 and the provided headers.

use crate::error::DriverError;
use crate::runtime::Runtime;
use std::path::{Path, PathBuf};
use std::process::Command;

/// Compile options shared by run, check, smc and replay.
#[derive(Clone, Debug, Default, clap::Args)]
pub struct CompileOpts {
    /// Define a macro (NAME or NAME=VALUE).
    #[arg(short = 'D', value_name = "NAME[=VALUE]")]
    pub defines: Vec<String>,
    /// Add an include directory.
    #[arg(short = 'I', value_name = "DIR")]
    pub includes: Vec<PathBuf>,
    /// Optimisation level 0, 1 or 2 (-O1/-O2 may hide bugs that rely on
    /// undefined behaviour; the default is -O0).
    #[arg(short = 'O', value_name = "LEVEL", value_parser = ["0", "1", "2"])]
    pub opt: Option<String>,
    /// Extra flags for clang.
    #[arg(long, value_name = "FLAGS", allow_hyphen_values = true)]
    pub cflags: Option<String>,
}

/// clang-19's path: the first of the names found on `PATH` (or as a path).
/// Found without running it: `clang --version` cost 20 ms of every check.
pub fn clang() -> Result<String, DriverError> {
    tool(&["clang-19", "/usr/lib/llvm-19/bin/clang"])
        .ok_or_else(|| DriverError::Toolchain("clang-19 not found: run ./setup.sh (it installs clang-19 and llvm-19-dev)".into()))
}

fn opt_tool() -> Option<String> {
    tool(&["opt-19", "/usr/lib/llvm-19/bin/opt"])
}

/// The first of `names` that is an executable file: a name with a slash as
/// it is, another looked up in `PATH`, as the shell would.
fn tool(names: &[&str]) -> Option<String> {
    tool_in(names, &std::env::var_os("PATH").unwrap_or_default())
}

fn tool_in(names: &[&str], path: &std::ffi::OsStr) -> Option<String> {
    use std::os::unix::fs::PermissionsExt;
    let executable = |p: &Path| std::fs::metadata(p).is_ok_and(|m| m.is_file() && m.permissions().mode() & 0o111 != 0);
    names
        .iter()
        .find(|n| if n.contains('/') { executable(Path::new(n)) } else { std::env::split_paths(path).any(|d| executable(&d.join(n))) })
        .map(|n| n.to_string())
}

/// The clang arguments for a user translation unit.
pub fn clang_args(rt: &Runtime, opts: &CompileOpts) -> Vec<String> {
    let mut a: Vec<String> = vec![
        "-target".into(),
        "x86_64-unknown-linux-gnu".into(),
        "-nostdlibinc".into(),
        "-isystem".into(),
        rt.include.display().to_string(),
        "-g".into(),
        // Stack variables keep their names (`%x = alloca`): `divm sim`
        // finds a local variable by them (ir::Function::stack_vars).
        "-fno-discard-value-names".into(),
        "-fno-stack-protector".into(),
        // No position-independent code: at -O1/-O2 it turns switch tables
        // into relative offsets between globals, which have no meaning here.
        "-fno-pic".into(),
        "-fno-pie".into(),
        // Tentative definitions (`int g;`) are common symbols, as with gcc
        // up to 9: `int g;` in one file and `int g = 5;` in another are one
        // variable, initialised to 5 (C17 6.9.2, J.5.11).
        "-fcommon".into(),
        "-D__divm__=1".into(),
        // The C dialect of gcc up to 13 and of SV-COMP's tools: legacy code
        // (implicit declarations and int, int/pointer conversions) compiles
        // with warnings instead of errors. (--cflags -Werror=... restores them.)
        "-Wno-error=implicit-function-declaration".into(),
        "-Wno-error=implicit-int".into(),
        "-Wno-error=int-conversion".into(),
        "-Wno-error=incompatible-pointer-types".into(),
        "-Wno-error=incompatible-function-pointer-types".into(),
        "-Wno-error=return-type".into(),
        // Undefined behaviour that clang folds away before the VM sees it
        // (`1 << 40`, `(int)1e20`, `1.0 / 0.0` become poison or inf):
        // checks whose handlers are divm errors (dios/ubsan.c;
        // docs/semantics.md lists them). Not array-bounds: +40-75% VM
        // instructions on array loops, where the lowering checks
        // unoptimised subscripts for free (vm lower::subscript).
        "-fsanitize=shift,vla-bound,float-cast-overflow,float-divide-by-zero".into(),
        // Lifetime markers at -O0 too (clang emits them only when it
        // optimises, or for this option of its address sanitizer, which
        // adds nothing else without -fsanitize=address): a stack variable
        // dies with its block, and a later access is a use after free
        // (eval::memops `lifetime`). Clang leaves them out for variables
        // that a goto or switch may enter past their declaration.
        "-Xclang".into(),
        "-fsanitize-address-use-after-scope".into(),
    ];
    if let Some(level @ ("1" | "2")) = opts.opt.as_deref() {
        // (Vectorised code is lowered lane by lane: docs/semantics.md.)
        a.push(format!("-O{}", level));
    } else {
        a.extend(["-O0", "-Xclang", "-disable-O0-optnone"].map(String::from));
    }
    for d in &opts.defines {
        a.push(format!("-D{}", d));
    }
    for i in &opts.includes {
        a.push(format!("-I{}", i.display()));
    }
    if let Some(f) = &opts.cflags {
        a.extend(f.split_whitespace().map(String::from));
    }
    a
}

/// Compiles one C file to bitcode at `out`. clang's diagnostics go to stderr.
pub fn compile_c(rt: &Runtime, opts: &CompileOpts, src: &Path, out: &Path, promote: bool) -> Result<(), DriverError> {
    compile_c_listing(rt, opts, src, out, promote, None)
}

/// compile_c, also writing the user headers the file includes to `deps`
/// (clang's `-MMD`: not the runtime's, which are system headers).
fn compile_c_listing(rt: &Runtime, opts: &CompileOpts, src: &Path, out: &Path, promote: bool, deps: Option<&Path>) -> Result<(), DriverError> {
    let clang = clang()?;
    let mut cmd = Command::new(&clang);
    cmd.args(clang_args(rt, opts));
    if let Some(d) = deps {
        cmd.arg("-MMD").arg("-MF").arg(d);
    }
    let output = cmd
        .arg("-c")
        .arg("-emit-llvm")
        .arg(src)
        .arg("-o")
        .arg(out)
        .output()
        .map_err(|e| DriverError::Toolchain(format!("cannot run {}: {}", clang, e)))?;
    let diag = String::from_utf8_lossy(&output.stderr);
    if !output.status.success() {
        eprint!("{}", diag);
        let first = diag.lines().find(|l| l.contains("error")).unwrap_or("clang failed").to_string();
        return Err(DriverError::Compile(first));
    }
    // Warnings are shown but do not stop us.
    if !diag.trim().is_empty() && !crate::environment::get().quiet_clang {
        eprint!("{}", diag);
    }
    if promote && opts.opt.as_deref().is_none_or(|l| l == "0") {
        // Not used for user code: mem2reg folds `phi [v, ...], [undef, ...]`
        // into `v`, which would hide reads of uninitialised locals.
        if let Some(opt) = opt_tool() {
            let st = Command::new(opt).arg("-passes=mem2reg").arg(out).arg("-o").arg(out).output();
            if !st.map(|o| o.status.success()).unwrap_or(false) {
                return Err(DriverError::Compile("opt -passes=mem2reg failed".into()));
            }
        }
    }
    Ok(())
}

/// Whether LLVM can read a bitcode or IR file that the user gave: read in a
/// child process (divm itself, `__check-bitcode`), because LLVM's reader
/// ends the whole process on some corrupt inputs (a truncated file: "can't
/// skip to bit ...", exit 1), which must not look like a verdict. Files
/// divm compiled itself are not checked.
fn check_loadable(f: &Path) -> Result<(), DriverError> {
    let exe = std::env::current_exe().map_err(|e| DriverError::Toolchain(format!("cannot find divm's own executable: {}", e)))?;
    let out = Command::new(exe).arg("__check-bitcode").arg(f).output().map_err(|e| DriverError::Toolchain(format!("cannot run divm: {}", e)))?;
    if out.status.success() {
        return Ok(());
    }
    let why = String::from_utf8_lossy(&out.stderr)
        .lines()
        .map(|l| l.trim_start_matches("divm: ").trim_start_matches("cannot load the program: ").trim().to_string())
        .find(|l| !l.is_empty());
    let why = match (why, out.status.code()) {
        (Some(w), _) => w,
        (None, Some(c)) => format!("LLVM's reader stopped with status {}", c),
        (None, None) => "LLVM's reader crashed".to_string(),
    };
    Err(DriverError::Load(format!("{}: not a readable LLVM module ({})", f.display(), why)))
}

impl CompileOpts {
    /// Whether clang compiles without optimisation: neither -O1/-O2 nor an
    /// -O flag other than -O0 in `--cflags` (the last -O wins in clang).
    pub fn unoptimised(&self) -> bool {
        let last = self.cflags.iter().flat_map(|f| f.split_whitespace()).rfind(|f| f.starts_with("-O"));
        match last {
            Some(f) => f == "-O0",
            None => self.opt.as_deref().is_none_or(|l| l == "0"),
        }
    }
}

/// A bitcode file to link, whether divm compiled it from C without
/// optimisation (`lower::Input::unoptimised`), and what identifies it in a
/// trace's program hash (`source_identity`).
pub struct Bitcode {
    pub path: PathBuf,
    pub unoptimised: bool,
    pub identity: u64,
}

/// What identifies a C file's bitcode wherever it was compiled from: the
/// options that are not paths, and the contents of the file and of the user
/// headers it included (`deps`, clang's make-style list). The bitcode
/// itself names the source's path and the working directory (its debug
/// information, `__FILE__`): hashed, a trace would not replay from another
/// directory or through another spelling of the same path.
fn source_identity(opts: &CompileOpts, src: &Path, deps: Option<&Path>) -> Result<u64, DriverError> {
    let read = |p: &Path| std::fs::read(p).map_err(|e| DriverError::Input(format!("{}: {}", p.display(), e)));
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    let field = |h: &mut xxhash_rust::xxh3::Xxh3, bytes: &[u8]| {
        h.update(&(bytes.len() as u64).to_le_bytes());
        h.update(bytes);
    };
    for d in &opts.defines {
        field(&mut h, d.as_bytes());
    }
    field(&mut h, opts.opt.as_deref().unwrap_or("0").as_bytes());
    field(&mut h, opts.cflags.as_deref().unwrap_or("").as_bytes());
    field(&mut h, &read(src)?);
    let listing = match deps {
        Some(d) => String::from_utf8_lossy(&read(d)?).into_owned(),
        None => String::new(),
    };
    // (the first two words are the target and the source itself)
    for header in make_words(listing.split_once(':').map_or("", |(_, rest)| rest)).iter().skip(1) {
        field(&mut h, &read(Path::new(header))?);
    }
    Ok(h.digest())
}

/// The words of a make dependency list: `\` before a newline continues the
/// line, before a space escapes it.
fn make_words(text: &str) -> Vec<String> {
    let (mut words, mut word) = (Vec::new(), String::new());
    let mut chars = text.chars().peekable();
    while let Some(c) = chars.next() {
        match c {
            '\\' if chars.peek() == Some(&'\n') => {
                chars.next();
            }
            '\\' if chars.peek() == Some(&' ') => word.push(chars.next().unwrap()),
            c if c.is_whitespace() => {
                if !word.is_empty() {
                    words.push(std::mem::take(&mut word));
                }
            }
            c => word.push(c),
        }
    }
    if !word.is_empty() {
        words.push(word);
    }
    words
}

/// Turns the inputs (C or bitcode) into bitcode files in `work`.
pub fn to_bitcode(rt: &Runtime, opts: &CompileOpts, files: &[PathBuf], work: &Path) -> Result<Vec<Bitcode>, DriverError> {
    let mut out = Vec::new();
    for (i, f) in files.iter().enumerate() {
        if !f.exists() {
            return Err(DriverError::Input(format!("no such file: {}", f.display())));
        }
        match f.extension().and_then(|e| e.to_str()) {
            Some(ext @ ("c" | "i")) => {
                let bc = work.join(format!("input{}.bc", i));
                // (a preprocessed file includes nothing: no list)
                let deps = (ext == "c").then(|| work.join(format!("input{}.d", i)));
                compile_c_listing(rt, opts, f, &bc, false, deps.as_deref())?;
                let identity = source_identity(opts, f, deps.as_deref())?;
                out.push(Bitcode { path: bc, unoptimised: opts.unoptimised(), identity });
            }
            Some("bc") | Some("ll") => {
                check_loadable(f)?;
                let bytes = std::fs::read(f).map_err(|e| DriverError::Input(format!("{}: {}", f.display(), e)))?;
                out.push(Bitcode { path: f.clone(), unoptimised: false, identity: xxhash_rust::xxh3::xxh3_64(&bytes) });
            }
            _ => return Err(DriverError::Input(format!("{}: expected a .c, .bc or .ll file", f.display()))),
        }
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::tool_in;
    use super::CompileOpts;

    #[test]
    fn code_is_unoptimised_unless_an_o_flag_other_than_o0_comes_last() {
        let opts = |opt: Option<&str>, cflags: Option<&str>| CompileOpts {
            opt: opt.map(String::from),
            cflags: cflags.map(String::from),
            ..Default::default()
        };
        assert!(opts(None, None).unoptimised());
        assert!(opts(Some("0"), Some("-g -Wall")).unoptimised());
        assert!(!opts(Some("1"), None).unoptimised());
        assert!(!opts(None, Some("-O2")).unoptimised());
        assert!(opts(Some("2"), Some("-O3 -O0")).unoptimised());
    }
    use std::os::unix::fs::PermissionsExt;

    #[test]
    fn a_make_dependency_list_splits_into_its_paths() {
        let words = super::make_words(" a.c inc/my\\ header.h \\\n  /abs/x.h\n");
        assert_eq!(words, ["a.c", "inc/my header.h", "/abs/x.h"]);
    }

    #[test]
    fn a_tool_is_an_executable_file_on_the_path_or_at_its_path() {
        let dir = std::env::temp_dir().join(format!("divm-tool-{}", std::process::id()));
        std::fs::create_dir_all(dir.join("sub")).unwrap();
        let make = |name: &str, mode: u32| {
            let p = dir.join(name);
            std::fs::write(&p, "#!/bin/sh\n").unwrap();
            std::fs::set_permissions(&p, std::fs::Permissions::from_mode(mode)).unwrap();
        };
        make("runs", 0o755);
        make("plain", 0o644);
        let path = std::env::join_paths([dir.join("sub"), dir.clone()]).unwrap();
        assert_eq!(tool_in(&["missing", "plain", "runs"], &path).as_deref(), Some("runs"));
        assert_eq!(tool_in(&["plain", "sub"], &path), None); // not executable; a directory
        let full = dir.join("runs").display().to_string();
        assert_eq!(tool_in(&[&full], std::ffi::OsStr::new("")), Some(full.clone()));
        std::fs::remove_dir_all(&dir).unwrap();
    }
}
