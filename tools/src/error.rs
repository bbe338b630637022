//! Driver errors: each has a one-line message and an exit status.

use std::fmt;

#[derive(Debug)]
pub enum DriverError {
    /// A missing or unreadable input file.
    Input(String),
    /// clang rejected the program; the diagnostics were already shown.
    Compile(String),
    /// The bitcode could not be loaded or linked.
    Load(String),
    /// Bad command-line usage.
    Usage(String),
    /// The toolchain is missing.
    Toolchain(String),
    /// A trace that does not fit the program.
    Trace(String),
}

impl DriverError {
    /// Exit status for `divm` (DESIGN §5: 3 for usage or input errors).
    pub fn exit_code(&self) -> i32 {
        3
    }
}

impl fmt::Display for DriverError {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match self {
            DriverError::Input(m) => write!(f, "{}", m),
            DriverError::Compile(m) => write!(f, "compilation failed: {}", m),
            DriverError::Load(m) => write!(f, "cannot load the program: {}", m),
            DriverError::Usage(m) => write!(f, "{}", m),
            DriverError::Toolchain(m) => write!(f, "{}", m),
            DriverError::Trace(m) => write!(f, "bad trace: {}", m),
        }
    }
}

impl std::error::Error for DriverError {}

/// A user's text quoted in a one-line message: its first 80 characters,
/// control characters as spaces (a crafted query or formula may be
/// kilobytes long, or hold line breaks).
pub fn excerpt(text: &str) -> String {
    const MAX: usize = 80;
    let mut out: String = text.chars().take(MAX).map(|c| if c.is_control() { ' ' } else { c }).collect();
    if text.chars().nth(MAX).is_some() {
        out.push_str("...");
    }
    out
}
