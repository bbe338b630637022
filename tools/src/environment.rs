//! The environment variables divm reads, read once: the user's (`NO_COLOR`,
//! the cache directory) and the switches the tests and benchmarks use.

use std::ffi::OsString;
use std::path::PathBuf;
use std::sync::OnceLock;

#[derive(Debug)]
pub struct Environment {
    /// `DIVM_STATS`: print where the instructions went, and search counters.
    pub stats: bool,
    /// `DIVM_REFERENCE=1`: only the general evaluator (tests/reference.rs).
    pub reference: bool,
    /// `DIVM_VERIFY_CANONICAL`: a self-test of the states' canonical forms.
    pub verify_canonical: bool,
    /// `DIVM_NO_REMEMBERED_COPIES`: copy every moved object anew (the
    /// reference the tests compare the remembered copies with).
    pub no_remembered_copies: bool,
    /// `DIVM_NO_SYMBOLIC_MATCHING`: symbolic states match only when equal.
    pub no_symbolic_matching: bool,
    /// `DIVM_NO_SHARED_PREFIX`: every edge runs from its state's start.
    pub no_shared_prefix: bool,
    /// `DIVM_NO_POR=1`: as `--no-por` on every check (the reference the
    /// tests compare the reduction with).
    pub no_por: bool,
    /// `DIVM_QUIET_CLANG`: clang's warnings are not shown.
    pub quiet_clang: bool,
    /// `DIVM_CYCLES=tarjan|ndfs|owcty`: the accepting-cycle algorithm
    /// (tests compare them; by default nested DFS with one worker, OWCTY
    /// with more).
    pub cycles: Option<crate::search::CycleAlgorithm>,
    /// `NO_COLOR` set and not empty (no-color.org).
    pub no_color: bool,
    /// Where the unpacked runtime is kept: `DIVM_CACHE`, else
    /// `$XDG_CACHE_HOME/divm`, else `~/.cache/divm`, else a temporary one.
    pub cache: PathBuf,
}

/// The environment, as it was when divm first asked.
pub fn get() -> &'static Environment {
    static ENV: OnceLock<Environment> = OnceLock::new();
    ENV.get_or_init(|| read(|k| std::env::var_os(k)))
}

fn read(var: impl Fn(&str) -> Option<OsString>) -> Environment {
    let set = |k: &str| var(k).is_some();
    let cache = var("DIVM_CACHE")
        .map(PathBuf::from)
        .or_else(|| var("XDG_CACHE_HOME").map(|d| PathBuf::from(d).join("divm")))
        .or_else(|| var("HOME").map(|h| PathBuf::from(h).join(".cache/divm")))
        .unwrap_or_else(|| std::env::temp_dir().join("divm-cache"));
    Environment {
        stats: set("DIVM_STATS"),
        reference: var("DIVM_REFERENCE").is_some_and(|v| v != "0"),
        verify_canonical: set("DIVM_VERIFY_CANONICAL"),
        no_remembered_copies: set("DIVM_NO_REMEMBERED_COPIES"),
        no_symbolic_matching: set("DIVM_NO_SYMBOLIC_MATCHING"),
        no_shared_prefix: set("DIVM_NO_SHARED_PREFIX"),
        no_por: var("DIVM_NO_POR").is_some_and(|v| v != "0"),
        quiet_clang: set("DIVM_QUIET_CLANG"),
        cycles: var("DIVM_CYCLES").and_then(|v| crate::search::CycleAlgorithm::named(v.to_str()?)),
        no_color: var("NO_COLOR").is_some_and(|v| !v.is_empty()),
        cache,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn switches_and_cache_directory() {
        let none = read(|_| None);
        assert!(!none.stats && !none.reference && !none.no_color);
        assert_eq!(none.cache, std::env::temp_dir().join("divm-cache"));
        let some = read(|k| match k {
            "DIVM_STATS" => Some("".into()),
            "DIVM_REFERENCE" => Some("0".into()),
            "NO_COLOR" => Some("1".into()),
            "XDG_CACHE_HOME" => Some("/c".into()),
            "HOME" => Some("/h".into()),
            _ => None,
        });
        assert!(some.stats && !some.reference && some.no_color);
        assert_eq!(some.cache, PathBuf::from("/c/divm"));
        assert!(read(|k| (k == "DIVM_REFERENCE").then(|| "1".into())).reference);
    }
}
