//! Prints the lowered ops of a bitcode module's functions, to see what the
//! interpreter runs (folds, fused pairs, promoted variables):
//!
//!   divm cc prog.c -o prog.bc
//!   cargo run --release -p divm-vm --example dumpops -- prog.bc [FUNCTION ...]
//!
//! The module is lowered alone (no libc or OS), so calls into them show as
//! calls of unknown symbols, lowered to `Unsupported` ops.
use divm_vm::ir::Origin;
use divm_vm::lower::{link, read_module, Input};
use std::io::Write;

fn main() {
    let args: Vec<String> = std::env::args().collect();
    let Some(path) = args.get(1) else {
        eprintln!("usage: dumpops MODULE.bc [FUNCTION ...]");
        std::process::exit(2);
    };
    let program = read_module(std::path::Path::new(path))
        .map_err(|e| e.to_string())
        .and_then(|module| link(&[Input { module, origin: Origin::User, unoptimised: false }]).map_err(|e| e.to_string()));
    let program = match program {
        Ok(p) => p,
        Err(e) => {
            eprintln!("dumpops: {}: {}", path, e);
            std::process::exit(1);
        }
    };
    let wanted = &args[2..];
    let mut out = std::io::BufWriter::new(std::io::stdout().lock());
    // (stops quietly when the reader goes away, as `| head` does)
    let _ = (|| -> std::io::Result<()> {
        for f in program.functions.iter().filter(|f| wanted.is_empty() || wanted.contains(&f.name)) {
            writeln!(out, "== {} (frame {} bytes)", f.name, f.frame_size)?;
            for (pc, op) in f.ops.iter().enumerate() {
                writeln!(out, "{:5} {:?}", pc, op)?;
            }
        }
        out.flush()
    })();
}
