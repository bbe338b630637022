//! Helpers shared by the integration tests.

use std::path::Path;

/// Programs listed in tests/programs/KNOWN_FAILURES (paths relative to tests/programs/).
pub fn known_failures(root: &Path) -> Vec<String> {
    std::fs::read_to_string(root.join("tests/programs/KNOWN_FAILURES"))
        .unwrap_or_default()
        .lines()
        .filter(|l| !l.trim_start().starts_with('#'))
        .filter_map(|l| l.split_whitespace().next().map(String::from))
        .collect()
}
