//! SV-COMP's inputs and answer: property files (`.prp`), task definitions
//! (`.yml`, format 2.0), what each property asks of the search, and the
//! `divm: result:` line (docs/svcomp.md).

use crate::error::DriverError;
use crate::session::ErrorInfo;
use crate::verdict::{ErrorKind, VerdictKind};
use divm_vm::FaultKind;
use std::path::{Path, PathBuf};

/// A property divm can check.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Property {
    /// `G ! call(reach_error())`
    UnreachCall,
    /// `G valid-free`, `G valid-deref`, `G valid-memtrack`
    MemSafety,
    /// `G valid-memcleanup`
    MemCleanup,
    /// `G ! overflow`
    NoOverflow,
    /// `G ! data-race`
    NoDataRace,
    /// `F end`
    Termination,
}

impl Property {
    /// The property's name in SV-COMP's category and result strings.
    pub fn name(self) -> &'static str {
        match self {
            Property::UnreachCall => "unreach-call",
            Property::MemSafety => "valid-memsafety",
            Property::MemCleanup => "valid-memcleanup",
            Property::NoOverflow => "no-overflow",
            Property::NoDataRace => "no-data-race",
            Property::Termination => "termination",
        }
    }

    /// Whether `e` violates the property, and how SV-COMP names the
    /// violation (`false(NAME)`). Any other error is no answer: the path
    /// ends there, and a `true` verdict is not given.
    pub fn violation(self, e: &ErrorInfo) -> Option<&'static str> {
        match self {
            Property::UnreachCall => e.backtrace.iter().any(|l| l.function == "reach_error").then_some("unreach-call"),
            Property::MemSafety => match (e.kind, e.fault) {
                (ErrorKind::Leak, _) => Some("valid-memtrack"),
                (_, Some(FaultKind::Free)) => Some("valid-free"),
                (_, Some(FaultKind::Bounds | FaultKind::Pointer | FaultKind::Freed | FaultKind::Const)) => Some("valid-deref"),
                _ => None,
            },
            Property::MemCleanup => (e.kind == ErrorKind::Leak).then_some("valid-memcleanup"),
            Property::NoOverflow => (e.fault == Some(FaultKind::Overflow)).then_some("no-overflow"),
            Property::NoDataRace => (e.kind == ErrorKind::Race).then_some("no-data-race"),
            Property::Termination => (e.kind == ErrorKind::Nontermination).then_some("termination"),
        }
    }
}

/// The property a `.prp` file states.
pub fn parse_property(text: &str) -> Result<Property, String> {
    let mut formulas = Vec::new();
    for line in text.lines().map(str::trim).filter(|l| !l.is_empty()) {
        let compact: String = line.chars().filter(|c| !c.is_whitespace()).collect();
        let body = compact
            .strip_prefix("CHECK(init(main()),LTL(")
            .and_then(|r| r.strip_suffix("))"))
            .ok_or_else(|| format!("not an SV-COMP property line: {}", line))?;
        formulas.push(body.to_string());
    }
    formulas.sort();
    let f: Vec<&str> = formulas.iter().map(String::as_str).collect();
    Ok(match f.as_slice() {
        ["G!call(reach_error())"] => Property::UnreachCall,
        ["Gvalid-deref", "Gvalid-free", "Gvalid-memtrack"] => Property::MemSafety,
        ["Gvalid-memcleanup"] => Property::MemCleanup,
        ["G!overflow"] => Property::NoOverflow,
        ["G!data-race"] => Property::NoDataRace,
        ["Fend"] => Property::Termination,
        [] => return Err("no property in the file".into()),
        _ => return Err(format!("divm does not check this property: {}", formulas.join(" and "))),
    })
}

pub fn read_property(path: &Path) -> Result<Property, DriverError> {
    let text = std::fs::read_to_string(path).map_err(|e| DriverError::Input(format!("cannot read {}: {}", path.display(), e)))?;
    parse_property(&text).map_err(|e| DriverError::Usage(format!("{}: {}", path.display(), e)))
}

/// A task definition (format 2.0).
#[derive(Debug, PartialEq)]
pub struct Task {
    pub input_files: Vec<PathBuf>,
    /// Each property file (relative paths resolved), with its expected
    /// verdict if given.
    pub properties: Vec<(PathBuf, Option<bool>)>,
    /// `options.data_model` is ILP32.
    pub ilp32: bool,
}

/// Parses a task definition; relative paths are relative to `dir`.
pub fn parse_task(text: &str, dir: &Path) -> Result<Task, String> {
    let docs = crate::yaml::load(text)?;
    let doc = docs.first().ok_or("an empty file")?;
    match doc["format_version"].as_str() {
        Some("2.0") | Some("1.0") => {}
        Some(v) => return Err(format!("format_version {} (divm reads 1.0 and 2.0)", v)),
        None => return Err("no format_version".into()),
    }
    let files = &doc["input_files"];
    let input_files: Vec<PathBuf> = match (files.as_str(), files.as_vec()) {
        (Some(one), _) => vec![dir.join(one)],
        (_, Some(many)) => {
            many.iter().map(|f| f.as_str().map(|s| dir.join(s)).ok_or("an input file that is not a string")).collect::<Result<_, _>>()?
        }
        _ => return Err("no input_files".into()),
    };
    let properties = doc["properties"]
        .as_vec()
        .map(|ps| {
            ps.iter()
                .map(|p| {
                    let file = p["property_file"].as_str().ok_or("a property without property_file")?;
                    Ok((dir.join(file), p["expected_verdict"].as_bool()))
                })
                .collect::<Result<Vec<_>, &str>>()
        })
        .transpose()?
        .unwrap_or_default();
    let ilp32 = match doc["options"]["data_model"].as_str() {
        Some("ILP32") => true,
        Some("LP64") | None => false,
        Some(m) => return Err(format!("data_model {} (expected ILP32 or LP64)", m)),
    };
    if let Some(lang) = doc["options"]["language"].as_str().filter(|l| *l != "C") {
        return Err(format!("language {} (divm checks C)", lang));
    }
    Ok(Task { input_files, properties, ilp32 })
}

pub fn read_task(path: &Path) -> Result<Task, DriverError> {
    let text = std::fs::read_to_string(path).map_err(|e| DriverError::Input(format!("cannot read {}: {}", path.display(), e)))?;
    let dir = path.parent().unwrap_or(Path::new("."));
    parse_task(&text, dir).map_err(|e| DriverError::Input(format!("{}: {}", path.display(), e)))
}

/// SV-COMP's answer for a verdict: `true`, `false(NAME)` or `unknown`.
/// A `safe` verdict with a caveat (inputs from a small range, a hash per
/// state) is not a proof: `unknown`.
pub fn result(verdict: VerdictKind, violation: Option<&'static str>, caveats: &[String]) -> Answer {
    match (verdict, violation) {
        (VerdictKind::Safe, _) if caveats.is_empty() => Answer::True,
        (VerdictKind::Error, Some(v)) => Answer::False(v),
        _ => Answer::Unknown,
    }
}

/// SV-COMP's answer to a property: `false` with the violated subproperty.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Answer {
    True,
    False(&'static str),
    Unknown,
}

impl std::fmt::Display for Answer {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            Answer::True => f.write_str("true"),
            Answer::False(v) => write!(f, "false({})", v),
            Answer::Unknown => f.write_str("unknown"),
        }
    }
}

impl serde::Serialize for Answer {
    fn serialize<S: serde::Serializer>(&self, s: S) -> Result<S::Ok, S::Error> {
        s.collect_str(self)
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn property_files_map_onto_properties() {
        let line = |f: &str| format!("CHECK( init(main()), LTL({}) )\n", f);
        assert_eq!(parse_property(&line("G ! call(reach_error())")), Ok(Property::UnreachCall));
        let mem = line("G valid-free") + &line("G valid-deref") + &line("G valid-memtrack");
        assert_eq!(parse_property(&mem), Ok(Property::MemSafety));
        assert_eq!(parse_property(&line("G valid-memcleanup")), Ok(Property::MemCleanup));
        assert_eq!(parse_property(&line("G ! overflow")), Ok(Property::NoOverflow));
        assert_eq!(parse_property(&line("G ! data-race")), Ok(Property::NoDataRace));
        assert_eq!(parse_property(&line("F end")), Ok(Property::Termination));
        assert!(parse_property(&line("G valid-free")).unwrap_err().contains("does not check"));
        assert!(parse_property("CHECK( init(start()), LTL(F end) )").unwrap_err().contains("not an SV-COMP property line"));
        assert!(parse_property("").is_err());
    }

    #[test]
    fn task_definitions_give_files_properties_and_data_model() {
        let text = "format_version: '2.0'\ninput_files: 'a.c'\nproperties:\n  - property_file: ../p/unreach-call.prp\n    expected_verdict: false\n  - property_file: ../p/termination.prp\noptions:\n  language: C\n  data_model: ILP32\n";
        let t = parse_task(text, Path::new("tasks")).unwrap();
        assert_eq!(t.input_files, vec![PathBuf::from("tasks/a.c")]);
        assert_eq!(
            t.properties,
            vec![(PathBuf::from("tasks/../p/unreach-call.prp"), Some(false)), (PathBuf::from("tasks/../p/termination.prp"), None)]
        );
        assert!(t.ilp32);
        assert!(parse_task("format_version: '3.0'\ninput_files: a.c\n", Path::new(".")).unwrap_err().contains("format_version"));
        assert!(parse_task("format_version: '2.0'\n", Path::new(".")).unwrap_err().contains("input_files"));
        assert!(parse_task("format_version: '2.0'\ninput_files: a.c\noptions:\n  language: Java\n", Path::new(".")).unwrap_err().contains("Java"));
    }

    #[test]
    fn only_a_proof_is_true() {
        assert_eq!(result(VerdictKind::Safe, None, &[]), Answer::True);
        assert_eq!(result(VerdictKind::Safe, None, &["nondet inputs from -8..8".into()]), Answer::Unknown);
        assert_eq!(result(VerdictKind::Error, Some("valid-deref"), &[]).to_string(), "false(valid-deref)");
        assert_eq!(result(VerdictKind::Error, None, &[]), Answer::Unknown);
        assert_eq!(result(VerdictKind::Unknown, None, &[]), Answer::Unknown);
    }
}
