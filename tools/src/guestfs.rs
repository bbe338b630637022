//! The guest's input files: `--file HOST:GUEST` and `--stdin FILE`.
//!
//! The contents reach DiOS through the boot environment as raw bytes
//! (`Config::boot_bytes`, which may hold NUL): `divm.file=SIZE:PATHLEN:PATH`
//! followed by the content, and `divm.stdin=SIZE:` followed by the content.
//! Traces record a hash of each content, so that a replay with other files
//! is refused.

use crate::error::DriverError;
use serde::{Deserialize, Serialize};
use std::path::Path;

/// Largest file copied into the guest (its bytes live in every VM state).
const MAX_FILE: u64 = 64 << 20;

/// A file given to the guest, as a trace records it.
#[derive(Clone, Debug, Serialize, Deserialize, PartialEq, Eq)]
pub struct GuestFile {
    /// Path inside the guest.
    pub path: String,
    pub size: u64,
    /// xxh3-64 of the content (hex).
    pub hash: String,
}

/// The contents themselves, in the order given.
#[derive(Clone, Debug, Default)]
pub struct Inputs {
    pub files: Vec<(String, Vec<u8>)>,
    pub stdin: Option<Vec<u8>>,
}

fn read(path: &Path, what: &str) -> Result<Vec<u8>, DriverError> {
    let meta = std::fs::metadata(path).map_err(|e| DriverError::Input(format!("{} {}: {}", what, path.display(), e)))?;
    if !meta.is_file() {
        return Err(DriverError::Input(format!("{} {}: not a regular file", what, path.display())));
    }
    if meta.len() > MAX_FILE {
        return Err(DriverError::Input(format!("{} {}: too large ({} bytes, at most {})", what, path.display(), meta.len(), MAX_FILE)));
    }
    std::fs::read(path).map_err(|e| DriverError::Input(format!("{} {}: {}", what, path.display(), e)))
}

/// Reads the host files named by `--file HOST:GUEST` (split at the last
/// colon) and `--stdin FILE`.
pub fn load(files: &[String], stdin: Option<&Path>) -> Result<Inputs, DriverError> {
    let mut out = Inputs::default();
    for spec in files {
        let (host, guest) = spec
            .rsplit_once(':')
            .filter(|(h, g)| !h.is_empty() && !g.is_empty())
            .ok_or_else(|| DriverError::Usage(format!("--file {}: expected HOST:GUEST (a host file and its path in the guest)", spec)))?;
        if guest.len() >= 4096 {
            return Err(DriverError::Usage(format!("--file: the guest path is too long ({} bytes, at most 4095)", guest.len())));
        }
        if guest.ends_with('/') || guest.contains('\0') {
            return Err(DriverError::Usage(format!("--file {}: the guest path must name a file", spec)));
        }
        let data = read(Path::new(host), "--file")?;
        out.files.push((guest.to_string(), data));
    }
    if let Some(p) = stdin {
        out.stdin = Some(read(p, "--stdin")?);
    }
    Ok(out)
}

fn hash(data: &[u8]) -> String {
    format!("{:016x}", xxhash_rust::xxh3::xxh3_64(data))
}

impl Inputs {
    /// What a trace records about the files.
    pub fn digests(&self) -> Vec<GuestFile> {
        self.files.iter().map(|(p, d)| GuestFile { path: p.clone(), size: d.len() as u64, hash: hash(d) }).collect()
    }

    pub fn stdin_digest(&self) -> Option<String> {
        self.stdin.as_deref().map(hash)
    }

    /// Boot environment entries for DiOS (raw bytes).
    pub fn boot_bytes(&self) -> Vec<Vec<u8>> {
        let mut e = Vec::new();
        for (p, d) in &self.files {
            let mut b = format!("divm.file={}:{}:{}", d.len(), p.len(), p).into_bytes();
            b.extend_from_slice(d);
            e.push(b);
        }
        if let Some(d) = &self.stdin {
            let mut b = format!("divm.stdin={}:", d.len()).into_bytes();
            b.extend_from_slice(d);
            e.push(b);
        }
        e
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn boot_entries() {
        let i = Inputs { files: vec![("a:b.txt".into(), vec![0, 0xff, b'A'])], stdin: Some(b"hi".to_vec()) };
        assert_eq!(i.boot_bytes(), vec![b"divm.file=3:7:a:b.txt\0\xffA".to_vec(), b"divm.stdin=2:hi".to_vec()]);
        assert_eq!(i.digests()[0].size, 3);
    }

    #[test]
    fn malformed_specs() {
        assert!(matches!(load(&["nocolon".into()], None), Err(DriverError::Usage(_))));
        assert!(matches!(load(&[":guest".into()], None), Err(DriverError::Usage(_))));
        assert!(matches!(load(&["host:".into()], None), Err(DriverError::Usage(_))));
        assert!(matches!(load(&["/no/such/file:g".into()], None), Err(DriverError::Input(_))));
    }
}
