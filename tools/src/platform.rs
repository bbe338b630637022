//! The guest OS ("platform") a program runs on: the embedded DiOS, or the
//! user's own OS given with `--os`.
//!
//! A custom OS is compiled like the user's code (same headers, same compile
//! options) but linked as OS code: not instrumented with interrupts, and not
//! "the user's code" in reports. Its identity goes into counterexample traces
//! so that a replay on another OS is refused.

use crate::compile::{self, CompileOpts};
use crate::error::DriverError;
use crate::runtime::Runtime;
use divm_vm::ir::{FuncBody, Program};
use divm_vm::memory::{Pointer, PtrKind};
use divm_vm::{abi, Config, Machine};
use std::path::{Path, PathBuf};

/// The options that choose the guest OS (run, check, smc, replay).
#[derive(clap::Args, Clone, Debug, Default)]
pub struct OsOpts {
    /// Run on this guest OS instead of DiOS: a .c or .bc file, or a
    /// directory (its .c and .bc files). Repeatable; everything is linked
    /// together. See docs/writing-a-platform.md.
    #[arg(long = "os", value_name = "FILE|DIR")]
    pub os: Vec<PathBuf>,
    /// Link no libc-shim (the headers stay on the include path).
    #[arg(long)]
    pub no_libc: bool,
}

/// The name the trace format uses for the embedded OS.
pub const DIOS: &str = "dios";

/// Which OS a program was linked with.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Platform {
    /// `"dios"`, or `"custom:<hash of the OS bitcode>"`.
    pub id: String,
    /// libc-shim was left out (`--no-libc`).
    pub no_libc: bool,
}

impl Platform {
    pub fn dios(no_libc: bool) -> Platform {
        Platform { id: DIOS.into(), no_libc }
    }

    pub fn is_custom(&self) -> bool {
        self.id != DIOS
    }

    /// For messages: "dios", "a custom OS (custom:...)", plus libc.
    pub fn describe(&self) -> String {
        let os = if self.is_custom() { format!("a custom OS ({})", self.id) } else { "DiOS".to_string() };
        if self.no_libc {
            format!("{} without libc", os)
        } else {
            os
        }
    }
}

/// The bitcode of a custom OS and its identity. The files are compiled into
/// `work` (which must not be the directory of the user's bitcode: the
/// compiler names its outputs by position).
pub fn compile_os(rt: &Runtime, copts: &CompileOpts, os: &OsOpts, work: &Path) -> Result<(Vec<PathBuf>, Platform), DriverError> {
    std::fs::create_dir_all(work).map_err(|e| DriverError::Input(format!("cannot create {}: {}", work.display(), e)))?;
    let bcs: Vec<PathBuf> = compile::to_bitcode(rt, copts, &os_files(&os.os)?, work)?.into_iter().map(|b| b.path).collect();
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    for bc in &bcs {
        let bytes = std::fs::read(bc).map_err(|e| DriverError::Input(format!("{}: {}", bc.display(), e)))?;
        h.update(&(bytes.len() as u64).to_le_bytes());
        h.update(&bytes);
    }
    Ok((bcs, Platform { id: format!("custom:{:016x}", h.digest()), no_libc: os.no_libc }))
}

/// The files of `--os`: directories stand for their .c and .bc files, in
/// name order.
fn os_files(given: &[PathBuf]) -> Result<Vec<PathBuf>, DriverError> {
    let mut out = Vec::new();
    for g in given {
        if !g.is_dir() {
            out.push(g.clone());
            continue;
        }
        let rd = std::fs::read_dir(g).map_err(|e| DriverError::Input(format!("cannot read {}: {}", g.display(), e)))?;
        let mut files: Vec<PathBuf> =
            rd.filter_map(|e| e.ok()).map(|e| e.path()).filter(|p| p.extension().is_some_and(|x| x == "c" || x == "bc")).collect();
        if files.is_empty() {
            return Err(DriverError::Input(format!("--os {}: the directory has no .c or .bc file", g.display())));
        }
        files.sort();
        out.extend(files);
    }
    Ok(out)
}

/// Load-time checks of a custom OS's entry point.
pub fn check_linked(prog: &Program, os: &OsOpts) -> Result<(), DriverError> {
    let defined = |n: &str| prog.function(n).is_some_and(|id| prog.functions[id as usize].body == FuncBody::Code);
    if !defined("__boot") {
        return Err(DriverError::Load(format!(
            "the OS given with --os ({}) defines no __boot function (see docs/writing-a-platform.md)",
            names(&os.os)
        )));
    }
    Ok(())
}

/// Boots a custom OS once and checks that `__boot` left the machine
/// runnable: a scheduler, a fault handler and an interrupt handler that are
/// defined functions. The VM would otherwise stop at the first edge (or
/// the first fault) with a less helpful message. DiOS is not checked.
pub fn preflight(prog: &Program, platform: &Platform, cfg: Config) -> Result<(), DriverError> {
    if !platform.is_custom() {
        return Ok(());
    }
    let m = Machine::boot(prog, cfg).map_err(|e| DriverError::Load(format!("the OS's __boot failed: {}", e)))?;
    for (reg, name) in [(abi::CR_SCHEDULER, "SCHEDULER"), (abi::CR_FAULT_HANDLER, "FAULT_HANDLER"), (abi::CR_INTERRUPT_HANDLER, "INTERRUPT_HANDLER")]
    {
        let v = m.state.ctl[reg];
        if function_at(prog, v).is_none() {
            let what = if v == 0 {
                format!("did not set control register {}", name)
            } else {
                format!("set control register {} to {:#x}, which is not a defined function", name, v)
            };
            return Err(DriverError::Load(format!(
                "the OS's __boot {}: set it with __vm_ctl_set(_VM_CR_{}, (uint64_t)(uintptr_t)&your_function)",
                what, name
            )));
        }
    }
    Ok(())
}

/// The defined function a code pointer names, if it does.
fn function_at(prog: &Program, v: u64) -> Option<u32> {
    let p = Pointer(v);
    if p.kind() != PtrKind::Code || p.offset() != 0 {
        return None;
    }
    let f = prog.functions.get(p.obj() as usize)?;
    (f.body == FuncBody::Code).then_some(p.obj())
}

fn names(files: &[PathBuf]) -> String {
    files.iter().map(|f| f.display().to_string()).collect::<Vec<_>>().join(", ")
}
