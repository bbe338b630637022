//! Global variables named in queries (`count`, `flags.done`, `buf[3]`):
//! where they live in the VM's globals and how to read them.
//!
//! The layout of a field or element is C's business, so clang computes it:
//! a probe file includes the user's source and defines, for each name, a
//! constant array {offset from the base variable, size, signedness, type
//! class}. The probe is only compiled to read those numbers; it is never
//! linked into the program, so the program (and its traces) do not change.

use crate::compile::{clang, clang_args, CompileOpts};
use crate::error::DriverError;
use crate::program::WorkDir;
use crate::runtime;
use divm_vm::abi;
use divm_vm::ir::{segment_of, Program, Segment};
use divm_vm::memory::Pointer;
use divm_vm::Machine;
use std::path::{Path, PathBuf};
use std::process::Command;

/// An integer-typed global lvalue.
#[derive(Clone, Debug, PartialEq)]
pub struct Var {
    pub name: String,
    /// The control register that holds the object (globals or constants).
    pub register: usize,
    pub offset: u32,
    pub size: u32,
    pub signed: bool,
}

impl Var {
    /// The current value; `None` if any of its bits is undefined.
    pub fn read(&self, m: &Machine) -> Option<i64> {
        let obj = m.state.heap.get(Pointer(m.state.ctl[self.register]).obj())?;
        let end = self.offset as usize + self.size as usize;
        if end > obj.size() {
            return None;
        }
        let v = obj.read(self.offset as usize, self.size as usize);
        if !v.defined(self.size) {
            return None;
        }
        let bits = v.bits as u64;
        let shift = 64 - 8 * self.size;
        Some(if self.signed { ((bits << shift) as i64) >> shift } else { bits as i64 })
    }
}

/// The base variable of an lvalue: `flags` of `flags.done[2]`.
fn base_name(lvalue: &str) -> &str {
    let end = lvalue.find(['.', '[']).unwrap_or(lvalue.len());
    &lvalue[..end]
}

fn query_error(name: &str, why: impl std::fmt::Display) -> DriverError {
    DriverError::Usage(format!("query: cannot read '{}': {}", name, why))
}

/// Resolves every name against the program and its C sources.
pub fn resolve(prog: &Program, names: &[String], sources: &[PathBuf], copts: &CompileOpts) -> Result<Vec<Var>, DriverError> {
    if names.is_empty() {
        return Ok(Vec::new());
    }
    let mut bases = Vec::new();
    for n in names {
        let base = base_name(n);
        let Some(&(slot, constant)) = prog.global_by_name.get(base) else {
            return Err(query_error(n, format!("the program has no global variable '{}'", base)));
        };
        let register = match segment_of(slot, constant).0 {
            Segment::Constants => abi::CR_CONSTANTS,
            Segment::RuntimeGlobals => abi::CR_RUNTIME_GLOBALS,
            _ => abi::CR_GLOBALS,
        };
        let s = prog.data_slot(slot, constant).expect("a named global has a slot");
        bases.push((s.base, s.size, register));
    }
    let c_sources: Vec<&PathBuf> = sources.iter().filter(|p| p.extension().is_some_and(|e| e == "c" || e == "i")).collect();
    let layouts = if c_sources.is_empty() { plain_layouts(names, &bases)? } else { probe_layouts(names, &c_sources, copts)? };
    let mut vars = Vec::new();
    for ((n, (base, base_size, register)), (offset, size, signed)) in names.iter().zip(bases).zip(layouts) {
        if offset + size > base_size as u64 {
            return Err(query_error(n, "its layout does not fit the variable (compiled with other options?)"));
        }
        vars.push(Var { name: n.clone(), register, offset: base + offset as u32, size: size as u32, signed });
    }
    Ok(vars)
}

/// Without C sources only whole variables of integer size can be named;
/// their signedness is unknown, so they are read as signed.
fn plain_layouts(names: &[String], bases: &[(u32, u32, usize)]) -> Result<Vec<(u64, u64, bool)>, DriverError> {
    names
        .iter()
        .zip(bases)
        .map(|(n, &(_, size, _))| {
            if base_name(n) != n {
                return Err(query_error(n, "fields and elements can only be named when the program is given as C source"));
            }
            if ![1, 2, 4, 8].contains(&size) {
                return Err(query_error(n, format!("it is {} bytes, not an integer", size)));
            }
            Ok((0, size as u64, true))
        })
        .collect()
}

// (`__typeof_unqual__`: `-1` cast to an `_Atomic int` variable's type would
// not compare; its unqualified type does.)
fn probe_text(source: &Path, names: &[String]) -> String {
    let mut t = format!("#include \"{}\"\n", source.display());
    for (i, n) in names.iter().enumerate() {
        let b = base_name(n);
        t.push_str(&format!(
            "const long long __divm_probe_{i}[4] = {{ (long long)((char *)&({n}) - (char *)&({b})), sizeof({n}), ((__typeof_unqual__({n}))-1) < 0, __builtin_classify_type({n}) }};\n"
        ));
    }
    t
}

/// Compiles a probe against each source in turn until one knows every name.
fn probe_layouts(names: &[String], sources: &[&PathBuf], copts: &CompileOpts) -> Result<Vec<(u64, u64, bool)>, DriverError> {
    let rt = runtime::unpack()?;
    let clang = clang()?;
    let work = WorkDir::new()?;
    let probe = work.0.join("probe.c");
    let mut first_error = None;
    for src in sources {
        let abs = std::fs::canonicalize(src).map_err(|e| DriverError::Input(format!("{}: {}", src.display(), e)))?;
        std::fs::write(&probe, probe_text(&abs, names)).map_err(|e| DriverError::Input(format!("cannot write {}: {}", probe.display(), e)))?;
        let out = Command::new(&clang)
            .args(clang_args(&rt, copts))
            .args(["-w", "-S", "-emit-llvm", "-o", "-"])
            .arg(&probe)
            .output()
            .map_err(|e| DriverError::Toolchain(format!("cannot run {}: {}", clang, e)))?;
        if out.status.success() {
            return parse_probes(names, &String::from_utf8_lossy(&out.stdout));
        }
        if first_error.is_none() {
            first_error = Some(probe_error(names, &String::from_utf8_lossy(&out.stderr)));
        }
    }
    Err(first_error.unwrap_or_else(|| DriverError::Usage("query: no C source to resolve variables in".into())))
}

/// Turns clang's first error in the probe file into a message about the name.
fn probe_error(names: &[String], diag: &str) -> DriverError {
    for line in diag.lines() {
        let Some(pos) = line.find("probe.c:") else { continue };
        let Some((_, why)) = line.split_once("error: ") else { continue };
        let lineno: usize = line[pos + 8..].split(':').next().and_then(|s| s.parse().ok()).unwrap_or(0);
        if let Some(n) = lineno.checked_sub(2).and_then(|i| names.get(i)) {
            // The signedness test casts to the type: that is what fails for
            // structs, arrays and floats.
            if why.contains("arithmetic or pointer type is required") || why.contains("scalar type") {
                return query_error(n, "it is not of integer type");
            }
            if why.contains("bit-field") {
                return query_error(n, "queries cannot read bit-fields");
            }
            return query_error(n, why.trim());
        }
    }
    let first = diag.lines().find(|l| l.contains("error")).unwrap_or("clang failed");
    DriverError::Usage(format!("query: the program does not compile for the query's variables: {}", first))
}

fn parse_probes(names: &[String], ir: &str) -> Result<Vec<(u64, u64, bool)>, DriverError> {
    let mut out = Vec::new();
    for (i, n) in names.iter().enumerate() {
        let prefix = format!("@__divm_probe_{} =", i);
        let line = ir.lines().find(|l| l.starts_with(&prefix)).ok_or_else(|| query_error(n, "clang produced no layout"))?;
        let body = line.split_once("] [").map(|x| x.1).unwrap_or("");
        let nums: Vec<i64> =
            body.split(',').filter_map(|t| t.trim().trim_start_matches("i64").trim().trim_end_matches(']').trim().parse().ok()).collect();
        let [offset, size, signed, class] = nums[..] else { return Err(query_error(n, "clang produced no layout")) };
        // __builtin_classify_type: 1 integer, 2 char, 3 enum, 4 bool.
        if !(1..=4).contains(&class) || ![1, 2, 4, 8].contains(&size) {
            return Err(query_error(n, "it is not of integer type"));
        }
        out.push((offset as u64, size as u64, signed != 0));
    }
    Ok(out)
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn probe_output_is_parsed() {
        let ir = "@__divm_probe_0 = dso_local constant [4 x i64] [i64 24, i64 8, i64 1, i64 1], align 16\n\
                  @__divm_probe_1 = dso_local constant [4 x i64] [i64 0, i64 1, i64 0, i64 4], align 16\n";
        let names = vec!["flags.in[1].x".to_string(), "b".to_string()];
        assert_eq!(parse_probes(&names, ir).unwrap(), vec![(24, 8, true), (0, 1, false)]);
        let ir = "@__divm_probe_0 = dso_local constant [4 x i64] [i64 0, i64 8, i64 0, i64 5], align 16\n";
        assert!(parse_probes(&names[..1], ir).unwrap_err().to_string().contains("integer"));
    }

    #[test]
    fn base_names() {
        assert_eq!(base_name("flags.done"), "flags");
        assert_eq!(base_name("a[3].x"), "a");
        assert_eq!(base_name("count"), "count");
    }
}
