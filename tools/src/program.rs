//! Building the linked program from the user's inputs and the runtime.

use crate::compile::{self, CompileOpts};
use crate::error::DriverError;
use crate::platform::{self, OsOpts, Platform};
use crate::runtime;
use divm_vm::ir::{Origin, Program};
use divm_vm::lower::{self, Input};
use std::collections::HashSet;
use std::path::{Path, PathBuf};

/// A scratch directory removed on drop.
pub struct WorkDir(pub PathBuf);

impl WorkDir {
    pub fn new() -> Result<WorkDir, DriverError> {
        let nanos = std::time::SystemTime::now().duration_since(std::time::UNIX_EPOCH).map(|d| d.as_nanos()).unwrap_or(0);
        let p = std::env::temp_dir().join(format!("divm-{}-{}", std::process::id(), nanos));
        std::fs::create_dir_all(&p).map_err(|e| DriverError::Input(format!("cannot create {}: {}", p.display(), e)))?;
        Ok(WorkDir(p))
    }
}

impl Drop for WorkDir {
    fn drop(&mut self) {
        let _ = std::fs::remove_dir_all(&self.0);
    }
}

fn read_module(p: &Path) -> Result<lower::Module, DriverError> {
    lower::read_module(p).map_err(|e| DriverError::Load(e.to_string()))
}

/// Compiles and links `files` with libc-shim (unless `--no-libc`) and the OS
/// (DiOS, or the files of `--os`). Returns the program and which OS it runs
/// on. The program hash covers the user's sources
/// (`compile::source_identity`: not where they were compiled from) and the
/// embedded runtime only; a custom OS is identified by `Platform::id`.
pub fn build(files: &[PathBuf], opts: &CompileOpts, os: &OsOpts) -> Result<(Program, Platform), DriverError> {
    if files.is_empty() {
        return Err(DriverError::Usage("no input file given".into()));
    }
    let rt = runtime::unpack()?;
    // The runtime's modules are read on threads of their own while clang
    // compiles the user's files: reading them is most of the start-up.
    std::thread::scope(|s| {
        let libc = (!os.no_libc).then(|| s.spawn(runtime::libc_module));
        let dios = os.os.is_empty().then(|| s.spawn(runtime::os_module));
        let work = WorkDir::new()?;
        let bcs = compile::to_bitcode(&rt, opts, files, &work.0)?;
        let mut inputs = Vec::new();
        let mut h = xxhash_rust::xxh3::Xxh3::new();
        for bc in &bcs {
            h.update(&bc.identity.to_le_bytes());
            inputs.push(Input { module: read_module(&bc.path)?, origin: Origin::User, unoptimised: bc.unoptimised });
        }
        h.update(&runtime::hash().to_le_bytes());
        crate::ctors::expose(&mut inputs, &work.0)?;
        let (mut lazy, mut os_inputs) = (Vec::new(), Vec::new());
        if let Some(t) = libc {
            lazy.push((joined(t)?, Origin::Libc));
        }
        let platform = match dios {
            Some(t) => {
                lazy.push((joined(t)?, Origin::Os));
                Platform::dios(os.no_libc)
            }
            None => {
                let (os_bcs, platform) = platform::compile_os(&rt, opts, os, &work.0.join("os"))?;
                for bc in &os_bcs {
                    os_inputs.push(Input { module: read_module(bc)?, origin: Origin::Os, unoptimised: false });
                }
                platform
            }
        };
        // (linked in the order user, libc, OS, as always)
        let full: Vec<&lower::Module> = inputs.iter().chain(&os_inputs).map(|i| &i.module).collect();
        let runtime = lower::read_reachable(&full, lazy).map_err(|e| DriverError::Load(e.to_string()))?;
        inputs.extend(runtime);
        inputs.extend(os_inputs);
        let mut linked = link_program(inputs, h.digest(), platform, os)?;
        linked.0.shifts_checked = shifts_checked(files, opts);
        Ok(linked)
    })
}

/// Whether the program's own code calls `name` directly.
pub fn calls_from_user_code(prog: &divm_vm::ir::Program, name: &str) -> bool {
    calls_from(prog, name, |f| f.origin == divm_vm::ir::Origin::User)
}

/// Whether any code of the program (the OS and libc included) calls
/// `name` directly.
pub fn calls_anywhere(prog: &divm_vm::ir::Program, name: &str) -> bool {
    calls_from(prog, name, |_| true)
}

fn calls_from(prog: &divm_vm::ir::Program, name: &str, within: impl Fn(&divm_vm::ir::Function) -> bool) -> bool {
    let Some(&target) = prog.by_name.get(name) else { return false };
    prog.functions
        .iter()
        .filter(|f| within(f))
        .any(|f| f.ops.iter().any(|op| matches!(op, divm_vm::ir::Op::Call { callee: divm_vm::ir::Callee::Direct(t), .. } if *t == target)))
}

/// Whether every shift of the program's own code is checked where its
/// source has it (`Program::shifts_checked`): compile.rs compiles C with
/// `-fsanitize=shift`, unless the user's flags turn checks off;
/// a module given as bitcode may have been compiled without it.
fn shifts_checked(files: &[PathBuf], opts: &CompileOpts) -> bool {
    let c = |f: &PathBuf| matches!(f.extension().and_then(|e| e.to_str()), Some("c") | Some("i"));
    files.iter().all(c) && !opts.cflags.as_deref().is_some_and(|f| f.contains("sanitize"))
}

/// The result of a thread that read a module (its panic goes on).
fn joined<T>(t: std::thread::ScopedJoinHandle<'_, Result<T, DriverError>>) -> Result<T, DriverError> {
    t.join().unwrap_or_else(|panic| std::panic::resume_unwind(panic))
}

/// Links the modules into the program, with the hash of its inputs.
fn link_program(inputs: Vec<Input>, hash: u64, platform: Platform, os: &OsOpts) -> Result<(Program, Platform), DriverError> {
    // With a custom OS, libc-shim's references to what DiOS would provide
    // (malloc, errno) are expected to stay undefined: warn only about names
    // the user's program or the OS itself use. Nor about the handlers of
    // clang's UB checks (DiOS's dios/ubsan.c): they are called only when
    // the check fails, where an undefined function is still an error.
    let wanted: Option<HashSet<String>> = platform.is_custom().then(|| {
        inputs.iter().filter(|i| i.origin != Origin::Libc).flat_map(|i| i.module.func_declarations.iter().map(|d| d.name.clone())).collect()
    });
    let mut prog = lower::link(&inputs).map_err(|e| DriverError::Load(e.to_string()))?;
    // The modules are not needed any more; freeing them (5% of start-up)
    // need not delay the run.
    std::thread::spawn(move || drop(inputs));
    prog.hash = hash;
    if let Some(wanted) = wanted {
        prog.warnings.retain(|w| match w {
            divm_vm::ir::Warning::UndefinedFunction(name) => wanted.contains(name) && !name.starts_with("__ubsan_handle_"),
            _ => true,
        });
        platform::check_linked(&prog, os)?;
    } else if prog.function("main").is_none_or(|f| matches!(prog.functions[f as usize].body, divm_vm::ir::FuncBody::Undefined)) {
        return Err(DriverError::Load("the program defines no main function".into()));
    }
    Ok((prog, platform))
}
