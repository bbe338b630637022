//! Output files (traces, witnesses, plots) are written whole or not at
//! all: to a temporary file beside the target, then renamed over it, so a
//! run that is killed never leaves half a file behind.

use crate::error::DriverError;
use std::path::Path;

pub fn write(path: &Path, contents: impl AsRef<[u8]>) -> Result<(), DriverError> {
    let name = path.file_name().map(|n| n.to_string_lossy().into_owned()).unwrap_or_default();
    let tmp = path.with_file_name(format!(".{}.divm-{}.part", name, std::process::id()));
    let result = std::fs::write(&tmp, contents).and_then(|_| std::fs::rename(&tmp, path));
    if result.is_err() {
        let _ = std::fs::remove_file(&tmp);
    }
    result.map_err(|e| DriverError::Input(format!("cannot write {}: {}", path.display(), e)))
}

#[cfg(test)]
mod tests {
    #[test]
    fn a_file_is_replaced_whole_and_no_temporary_stays() {
        let dir = std::env::temp_dir().join(format!("divm-outfile-{}", std::process::id()));
        std::fs::create_dir_all(&dir).unwrap();
        let p = dir.join("t.json");
        std::fs::write(&p, "old").unwrap();
        super::write(&p, "new").unwrap();
        assert_eq!(std::fs::read_to_string(&p).unwrap(), "new");
        assert_eq!(std::fs::read_dir(&dir).unwrap().count(), 1, "a temporary file was left");
        let missing = dir.join("no/such/dir/t.json");
        assert!(super::write(&missing, "x").unwrap_err().to_string().contains("cannot write"));
        let _ = std::fs::remove_dir_all(&dir);
    }
}
