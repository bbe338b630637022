//! The program's constructors and destructors (`__attribute__((constructor))`
//! and `((destructor))`): clang lists them in each module's
//! `llvm.global_ctors` / `llvm.global_dtors`, which the linker would keep as
//! plain data. Each such array is renamed `__divm_global_ctors_K` (`_dtors_K`,
//! K counting them over the user's modules), and a small module made here
//! lists them, with their lengths, in `__divm_ctors` / `__divm_dtors`, which
//! DiOS reads before main and at exit (dios/ctors.c; its weak empty lists
//! stand for a program without any).

use crate::error::DriverError;
use divm_vm::ir::Origin;
use divm_vm::lower::Input;
use std::fmt::Write;
use std::path::Path;

pub fn expose(inputs: &mut Vec<Input>, work: &Path) -> Result<(), DriverError> {
    let mut decls = String::new();
    let mut tables = String::new();
    for (llvm, ours, list) in
        [("llvm.global_ctors", "__divm_global_ctors", "__divm_ctors"), ("llvm.global_dtors", "__divm_global_dtors", "__divm_dtors")]
    {
        let mut entries = Vec::new();
        for input in inputs.iter_mut() {
            let types = &input.module.types;
            // (a Name displays as LLVM writes a local: with a '%')
            let Some(g) = input.module.global_vars.iter_mut().find(|g| g.initializer.is_some() && g.name.to_string() == format!("%{}", llvm)) else {
                continue;
            };
            // its type, "[N x { i32, ptr, ptr }]"
            let ty = types.type_of(g.initializer.as_ref().unwrap()).to_string();
            // (dios/ctors.c reads entries of that shape only)
            let n: u64 = ty
                .strip_prefix('[')
                .filter(|t| t.ends_with(" x { i32, ptr, ptr }]"))
                .and_then(|t| t.split(' ').next())
                .and_then(|n| n.parse().ok())
                .ok_or_else(|| DriverError::Load(format!("unsupported: {} of type {}", llvm, ty)))?;
            let name = format!("{}_{}", ours, entries.len());
            let _ = writeln!(decls, "@{} = external global {}", name, ty);
            entries.push(format!("{{ i64, ptr }} {{ i64 {}, ptr @{} }}", n, name));
            g.name = name.into();
        }
        if entries.is_empty() {
            continue;
        }
        entries.push("{ i64, ptr } zeroinitializer".into());
        let _ = writeln!(tables, "@{} = global [{} x {{ i64, ptr }}] [{}]", list, entries.len(), entries.join(", "));
    }
    if tables.is_empty() {
        return Ok(());
    }
    let first = &inputs[0].module;
    let mut text = format!("target datalayout = \"{}\"\n", first.data_layout.layout_str);
    if let Some(t) = &first.target_triple {
        let _ = writeln!(text, "target triple = \"{}\"", t);
    }
    text.push_str(&decls);
    text.push_str(&tables);
    let path = work.join("divm-ctors.ll");
    std::fs::write(&path, text).map_err(|e| DriverError::Input(format!("{}: {}", path.display(), e)))?;
    let module = divm_vm::lower::read_module(&path).map_err(|e| DriverError::Load(e.to_string()))?;
    inputs.push(Input { module, origin: Origin::User, unoptimised: false });
    Ok(())
}
