//! The embedded runtime: OS and libc bitcode, read straight from divm's
//! binary, plus the user headers, unpacked once into a cache directory
//! keyed by their hash.

use crate::error::DriverError;
use std::path::PathBuf;

mod embedded {
    include!(concat!(env!("OUT_DIR"), "/runtime.rs"));
}

pub struct Runtime {
    pub include: PathBuf,
}

/// DiOS, from the bitcode embedded at build time, read lazily
/// (`divm_vm::lower::read_reachable` reads the bodies a program needs).
pub fn os_module() -> Result<divm_vm::lower::LazyModule, DriverError> {
    embedded_module("the embedded DiOS", embedded::OS_BC)
}

/// libc-shim, from the bitcode embedded at build time, read lazily.
pub fn libc_module() -> Result<divm_vm::lower::LazyModule, DriverError> {
    embedded_module("the embedded libc", embedded::LIBC_BC)
}

fn embedded_module(name: &str, bytes: &'static [u8]) -> Result<divm_vm::lower::LazyModule, DriverError> {
    divm_vm::lower::read_embedded_bitcode(name, bytes).map_err(|e| DriverError::Load(e.to_string()))
}

fn cache_root() -> PathBuf {
    crate::environment::get().cache.clone()
}

/// A hash of everything embedded, so a rebuilt binary never sees stale files.
fn runtime_hash() -> u64 {
    let mut h = xxhash_rust::xxh3::Xxh3::new();
    h.update(embedded::OS_BC);
    h.update(embedded::LIBC_BC);
    for (n, b) in embedded::HEADERS {
        h.update(n.as_bytes());
        h.update(b);
    }
    h.digest()
}

pub fn hash() -> u64 {
    runtime_hash()
}

pub fn unpack() -> Result<Runtime, DriverError> {
    let dir = cache_root().join(format!("{:016x}", runtime_hash()));
    let rt = Runtime { include: dir.join("include") };
    if dir.join("complete").exists() {
        return Ok(rt);
    }
    let err = |e: std::io::Error| DriverError::Input(format!("cannot write the runtime cache {}: {}", dir.display(), e));
    // Unpack into a private directory and rename, so concurrent runs never
    // see a half-written cache.
    let tmp = cache_root().join(format!("tmp-{}-{}", std::process::id(), runtime_hash()));
    let _ = std::fs::remove_dir_all(&tmp);
    std::fs::create_dir_all(tmp.join("include")).map_err(err)?;
    for (name, bytes) in embedded::HEADERS {
        let p = tmp.join("include").join(name);
        if let Some(parent) = p.parent() {
            std::fs::create_dir_all(parent).map_err(err)?;
        }
        std::fs::write(&p, bytes).map_err(err)?;
    }
    std::fs::write(tmp.join("complete"), b"").map_err(err)?;
    if std::fs::rename(&tmp, &dir).is_err() {
        // Someone else finished first.
        let _ = std::fs::remove_dir_all(&tmp);
        if !dir.join("complete").exists() {
            return Err(DriverError::Input(format!("cannot create the runtime cache {}", dir.display())));
        }
    }
    Ok(rt)
}

#[cfg(test)]
mod tests {
    /// Runs read the runtime without LLVM's verifier; this is where it is
    /// verified.
    #[test]
    fn the_embedded_runtime_passes_llvms_verifier() {
        let dir = std::env::temp_dir().join(format!("divm-runtime-verify-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        for (name, bytes) in [("dios.bc", super::embedded::OS_BC), ("libc.bc", super::embedded::LIBC_BC)] {
            let p = dir.join(name);
            std::fs::write(&p, bytes).unwrap();
            if let Err(e) = divm_vm::lower::read_module(&p) {
                panic!("{}: {}", name, e);
            }
        }
        let _ = std::fs::remove_dir_all(&dir);
    }
}
