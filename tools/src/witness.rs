//! SV-COMP's YAML witnesses (format 2.0; 2.2 with thread ids): divm
//! writes one for a counterexample or a proof (`check --witness`), and
//! `divm validate` reads one back (docs/svcomp.md).
//!
//! A violation witness is one `violation_sequence` entry: a segment per
//! nondet input (a `function_return` waypoint at the call, constrained to
//! the value the input took) and a last segment with the `target` waypoint
//! where the violation happens. A correctness witness is one
//! `invariant_set` entry of `loop_invariant`s (`invariants.rs`).

use crate::error::DriverError;
use crate::invariants::{Invariant, Plan};
use crate::session::ErrorInfo;
use crate::svcomp::Property;
use crate::trace::{Location, Step};
use sha2::{Digest, Sha256};
use std::path::{Path, PathBuf};
use yaml_rust2::yaml::Hash;
use yaml_rust2::{Yaml, YamlEmitter};

/// The specification a witness names: the property's formula (for memory
/// safety, the one violated).
pub fn specification(p: Property, violation: &str) -> String {
    match p {
        Property::UnreachCall => "G ! call(reach_error())".into(),
        Property::MemSafety => format!("G {}", violation),
        Property::MemCleanup => "G valid-memcleanup".into(),
        Property::NoOverflow => "G ! overflow".into(),
        Property::NoDataRace => "G ! data-race".into(),
        Property::Termination => "F end".into(),
    }
}

/// Where a witness places a violation: the call of `reach_error` for
/// unreach-call (the error itself is inside it), else the error's place.
pub fn target(p: Property, error: &ErrorInfo) -> Option<&Location> {
    let call = (p == Property::UnreachCall).then(|| error.backtrace.iter().skip_while(|l| l.function != "reach_error").nth(1)).flatten();
    call.or(error.location.as_ref())
}

pub fn sha256_of(path: &Path) -> Result<String, DriverError> {
    let bytes = std::fs::read(path).map_err(|e| DriverError::Input(format!("cannot read {}: {}", path.display(), e)))?;
    Ok(Sha256::digest(&bytes).iter().map(|b| format!("{:02x}", b)).collect())
}

fn s(x: &str) -> Yaml {
    Yaml::String(x.to_string())
}

fn map(pairs: Vec<(&str, Yaml)>) -> Yaml {
    let mut h = Hash::new();
    for (k, v) in pairs {
        h.insert(s(k), v);
    }
    Yaml::Hash(h)
}

/// What a witness says about where things happen.
pub struct Task<'a> {
    pub sources: &'a [PathBuf],
    pub property: Property,
    pub specification: String,
    pub ilp32: bool,
}

/// Whether two names of a source file name the same file: one is the
/// other, or ends with it (a task names its files relative to itself, the
/// compiler as it was given them).
pub fn same_file(a: &str, b: &str) -> bool {
    let (a, b) = (Path::new(a), Path::new(b));
    a.ends_with(b) || b.ends_with(a)
}

/// A waypoint's location: the source named as the task names it.
fn location(task: &Task, l: &Location) -> Yaml {
    let file = task
        .sources
        .iter()
        .find(|p| same_file(&p.to_string_lossy(), &l.file))
        .map(|p| p.to_string_lossy().into_owned())
        .unwrap_or_else(|| l.file.clone());
    map(vec![
        ("file_name", s(&file)),
        ("line", Yaml::Integer(l.line as i64)),
        ("column", Yaml::Integer(l.column.max(1) as i64)),
        ("function", s(&l.function)),
    ])
}

fn waypoint(kind: &str, at: Yaml, constraint: Option<String>, thread: Option<u32>) -> Yaml {
    let mut w = vec![("type", s(kind)), ("action", s("follow")), ("location", at)];
    if let Some(c) = constraint {
        w.push(("constraint", map(vec![("value", s(&c)), ("format", s("c_expression"))])));
    }
    if let Some(t) = thread {
        w.push(("thread_id", Yaml::Integer(t as i64)));
    }
    map(vec![("segment", Yaml::Array(vec![map(vec![("waypoint", map(w))])]))])
}

/// The witness of a counterexample, as YAML text. `None`: an input without
/// a value or a location (not a symbolic run), which no witness can state.
pub fn violation(task: &Task, steps: &[Step], error: &ErrorInfo) -> Result<String, String> {
    let threads = steps.iter().filter_map(|s| s.thread).max().unwrap_or(1) > 1;
    let thread = |t: Option<u32>| if threads { t } else { None };
    let mut content = Vec::new();
    for step in steps {
        for i in &step.inputs {
            let (Some(value), Some(at)) = (&i.value, &i.location) else {
                return Err(format!("input {} of the counterexample has no value or place", i.index));
            };
            content.push(waypoint("function_return", location(task, at), Some(format!("\\result == {}", value)), thread(step.thread)));
        }
    }
    let target = target(task.property, error).ok_or("the error has no location")?;
    content.push(waypoint("target", location(task, target), None, thread(error.thread)));
    let metadata = metadata(task, if threads { "2.2" } else { "2.0" }, None)?;
    let entry = map(vec![("entry_type", s("violation_sequence")), ("metadata", metadata), ("content", Yaml::Array(content))]);
    dump(entry)
}

/// The non-termination witness of a lasso (format 2.1): the stem's inputs
/// as segments, then a `cycle` whose first waypoint, of type `recurrence`,
/// is where the repeating steps pass in the program's own code, followed
/// by the cycle's inputs. The recurrence waypoint has no constraint: divm
/// found one run that repeats from there, not a set of states that does.
pub fn nontermination(task: &Task, steps: &[Step], cycle: usize, error: &ErrorInfo) -> Result<String, String> {
    let threads = steps.iter().filter_map(|s| s.thread).max().unwrap_or(1) > 1;
    let thread = |t: Option<u32>| if threads { t } else { None };
    let inputs = |steps: &[Step]| -> Result<Vec<Yaml>, String> {
        let mut out = Vec::new();
        for step in steps {
            for i in &step.inputs {
                let (Some(value), Some(at)) = (&i.value, &i.location) else {
                    return Err(format!("input {} of the counterexample has no value or place", i.index));
                };
                out.push(waypoint("function_return", location(task, at), Some(format!("\\result == {}", value)), thread(step.thread)));
            }
        }
        Ok(out)
    };
    let cycle = cycle.min(steps.len());
    let mut content = inputs(&steps[..cycle])?;
    let head = error.location.as_ref().ok_or("the cycle has no location")?;
    let mut turn = vec![waypoint("recurrence", location(task, head), None, thread(error.thread))];
    turn.extend(inputs(&steps[cycle..])?);
    content.push(map(vec![("cycle", Yaml::Array(turn))]));
    let metadata = metadata(task, "2.1", None)?;
    dump(map(vec![("entry_type", s("violation_sequence")), ("metadata", metadata), ("content", Yaml::Array(content))]))
}

fn dump(entry: Yaml) -> Result<String, String> {
    let mut out = String::new();
    YamlEmitter::new(&mut out).dump(&Yaml::Array(vec![entry])).map_err(|e| e.to_string())?;
    out.push('\n');
    Ok(out)
}

/// A witness's metadata: divm, the task's files with their SHA-256, the
/// specification and data model.
fn metadata(task: &Task, version: &str, description: Option<&str>) -> Result<Yaml, String> {
    let mut hashes = Hash::new();
    for p in task.sources {
        hashes.insert(s(&p.to_string_lossy()), s(&sha256_of(p).map_err(|e| e.to_string())?));
    }
    let mut producer = vec![("name", s("divm")), ("version", s(env!("CARGO_PKG_VERSION")))];
    if let Some(d) = description {
        producer.push(("description", s(d)));
    }
    Ok(map(vec![
        ("format_version", s(version)),
        ("uuid", s(&uuid::Uuid::new_v4().to_string())),
        ("creation_time", s(&humantime::format_rfc3339_seconds(std::time::SystemTime::now()).to_string())),
        ("producer", map(producer)),
        (
            "task",
            map(vec![
                ("input_files", Yaml::Array(task.sources.iter().map(|p| s(&p.to_string_lossy())).collect())),
                ("input_file_hashes", Yaml::Hash(hashes)),
                ("specification", s(&task.specification)),
                ("data_model", s(if task.ilp32 { "ILP32" } else { "LP64" })),
                ("language", s("C")),
            ]),
        ),
    ]))
}

/// What a correctness witness says of how its invariants were found.
pub const CHECKED_BY_DIVM: &str = "invariants checked by divm: each is the set or interval of the values its variable had at every \
     passage through the loop head, in divm's complete exploration of the program's state space";

/// The correctness witness of a complete, safe search: one `invariant_set`
/// entry with a `loop_invariant` per invariant.
pub fn correctness(task: &Task, plan: &Plan, invariants: &[Invariant]) -> Result<String, String> {
    let content = invariants
        .iter()
        .map(|inv| {
            let h = &plan.heads[inv.head];
            let at = map(vec![
                ("file_name", s(&h.file.to_string_lossy())),
                ("line", Yaml::Integer(h.line as i64)),
                ("column", Yaml::Integer(h.column as i64)),
                ("function", s(&h.function)),
            ]);
            map(vec![(
                "invariant",
                map(vec![("type", s("loop_invariant")), ("location", at), ("value", s(&inv.text)), ("format", s("c_expression"))]),
            )])
        })
        .collect();
    let metadata = metadata(task, "2.0", Some(CHECKED_BY_DIVM))?;
    dump(map(vec![("entry_type", s("invariant_set")), ("metadata", metadata), ("content", Yaml::Array(content))]))
}

/// A loop invariant of a correctness witness, as `divm validate` checks it.
#[derive(Debug, PartialEq)]
pub struct WitnessInvariant {
    pub file: String,
    pub line: u32,
    pub column: Option<u32>,
    pub value: String,
}

/// A correctness witness as `divm validate` reads it.
#[derive(Debug, PartialEq)]
pub struct Correctness {
    pub invariants: Vec<WitnessInvariant>,
    pub specification: String,
    pub hashes: Vec<(String, String)>,
}

/// Each input file's SHA-256, as a witness gives it.
type Hashes = Vec<(String, String)>;

/// The entry of `kind` in a witness text, with its specification and
/// file hashes.
fn entry_of(text: &str, kind: &str) -> Result<(Yaml, String, Hashes), String> {
    let docs = crate::yaml::load(text)?;
    let entries = docs.first().and_then(|d| d.as_vec()).ok_or("not a list of entries")?;
    let entry = entries.iter().find(|e| e["entry_type"].as_str() == Some(kind)).ok_or_else(|| format!("no {} entry", kind))?;
    let meta = &entry["metadata"];
    let specification = meta["task"]["specification"].as_str().ok_or("no task.specification")?.to_string();
    let hashes = meta["task"]["input_file_hashes"]
        .as_hash()
        // (A hash that YAML reads as a number is no SHA-256: kept empty, so
        // it differs from the file's.)
        .map(|h| h.iter().filter_map(|(k, v)| Some((k.as_str()?.to_string(), v.as_str().unwrap_or_default().to_string()))).collect())
        .unwrap_or_default();
    Ok((entry.clone(), specification, hashes))
}

/// Whether a witness text holds a correctness witness (an `invariant_set`).
pub fn is_correctness(text: &str) -> bool {
    crate::yaml::load(text)
        .ok()
        .and_then(|d| d.first().and_then(|d| d.as_vec()).map(|v| v.iter().any(|e| e["entry_type"].as_str() == Some("invariant_set"))))
        .unwrap_or(false)
}

pub fn read_correctness(text: &str) -> Result<Correctness, String> {
    let (entry, specification, hashes) = entry_of(text, "invariant_set")?;
    let mut invariants = Vec::new();
    for item in entry["content"].as_vec().ok_or("no content")? {
        let inv = &item["invariant"];
        match inv["type"].as_str() {
            Some("loop_invariant" | "location_invariant") => {}
            other => return Err(format!("an invariant of type {} (divm checks loop and location invariants)", other.unwrap_or("(none)"))),
        }
        if inv["format"].as_str().is_some_and(|f| f != "c_expression") {
            return Err(format!("an invariant in format {} (divm reads c_expression)", inv["format"].as_str().unwrap_or("")));
        }
        let l = &inv["location"];
        invariants.push(WitnessInvariant {
            file: l["file_name"].as_str().ok_or("an invariant without file_name")?.to_string(),
            line: position(&l["line"]).ok_or("an invariant without a line number")?,
            column: match &l["column"] {
                Yaml::BadValue => None,
                c => Some(position(c).ok_or("an invariant whose column is not a number")?),
            },
            value: inv["value"].as_str().ok_or("an invariant without value")?.to_string(),
        });
    }
    Ok(Correctness { invariants, specification, hashes })
}

/// A line or column number: from 1, as a source position has.
fn position(y: &Yaml) -> Option<u32> {
    y.as_i64().and_then(|n| u32::try_from(n).ok()).filter(|&n| n > 0)
}

/// A violation witness as `divm validate` follows it.
#[derive(Debug, PartialEq)]
pub struct Violation {
    /// The values of the nondet inputs, in order (`\result == V`).
    pub inputs: Vec<i128>,
    /// Where the violation must happen: file name and line.
    pub target: (String, u32),
    pub specification: String,
    /// Each input file's SHA-256, as the witness gives it.
    pub hashes: Vec<(String, String)>,
    /// The thread (divm's id) that must read each input, where the witness
    /// says so in a way divm can map onto its threads (GraphML with
    /// `createThread`); `None`: any thread.
    pub input_threads: Vec<Option<u32>>,
    /// A non-termination witness (format 2.1): `target` is the cycle's
    /// `recurrence` waypoint, where a run repeats forever.
    pub lasso: bool,
}

pub fn read_violation(text: &str) -> Result<Violation, String> {
    let (entry, specification, hashes) = entry_of(text, "violation_sequence")?;
    let mut inputs = Vec::new();
    let mut target = None;
    let mut lasso = false;
    for item in entry["content"].as_vec().ok_or("no content")? {
        // (A non-termination witness's last item: `cycle`, a list of segments.)
        let segments = match &item["cycle"] {
            Yaml::BadValue => std::slice::from_ref(item),
            c => {
                if lasso {
                    return Err("more than one cycle".into());
                }
                lasso = true;
                c.as_vec().ok_or("a cycle that is not a list of segments")?.as_slice()
            }
        };
        let mut waypoints = Vec::new();
        for seg in segments {
            waypoints.extend(seg["segment"].as_vec().ok_or("a segment that is not a list")?);
        }
        for w in waypoints {
            let w = &w["waypoint"];
            if w["action"].as_str() == Some("avoid") {
                return Err("avoid waypoints are not supported".into());
            }
            match w["type"].as_str() {
                Some("function_return") => {
                    let c = w["constraint"]["value"].as_str().ok_or("a function_return waypoint without a constraint")?;
                    let v = c.trim().strip_prefix("\\result").map(str::trim).and_then(|r| r.strip_prefix("==")).map(str::trim);
                    let v: i128 = v
                        .and_then(|v| v.trim_end_matches(['U', 'u', 'L', 'l']).parse().ok())
                        .ok_or_else(|| format!("a return constraint divm cannot follow: {}", c))?;
                    inputs.push(v);
                }
                Some(kind @ ("target" | "recurrence")) => {
                    if (kind == "recurrence") != lasso || target.is_some() {
                        return Err(format!("a {} waypoint out of place", kind));
                    }
                    let l = &w["location"];
                    let file = l["file_name"].as_str().ok_or("a target without file_name")?.to_string();
                    let line = position(&l["line"]).ok_or("a target without a line number")?;
                    target = Some((file, line));
                }
                Some(other) => return Err(format!("{} waypoints are not supported", other)),
                None => return Err("a waypoint without a type".into()),
            }
        }
    }
    // (YAML 2.2's thread ids name threads without saying which creation
    // made each: they do not restrict the inputs' threads.)
    let input_threads = vec![None; inputs.len()];
    Ok(Violation { inputs, target: target.ok_or("no target or recurrence waypoint")?, specification, hashes, input_threads, lasso })
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn a_witness_reads_back_its_inputs_and_target() {
        let text = "- entry_type: violation_sequence\n  metadata:\n    task:\n      specification: G ! call(reach_error())\n      input_file_hashes:\n        a.c: abc\n  content:\n    - segment:\n        - waypoint:\n            type: function_return\n            action: follow\n            location: {file_name: a.c, line: 4, column: 1, function: main}\n            constraint: {value: '\\result == -7', format: c_expression}\n    - segment:\n        - waypoint:\n            type: target\n            action: follow\n            location: {file_name: a.c, line: 9, column: 1, function: main}\n";
        let w = read_violation(text).unwrap();
        assert_eq!(w.inputs, vec![-7]);
        assert_eq!(w.target, ("a.c".to_string(), 9));
        assert_eq!(w.hashes, vec![("a.c".to_string(), "abc".to_string())]);
        assert!(read_violation("- entry_type: invariant_set\n").unwrap_err().contains("no violation_sequence"));
        let avoid = text.replace("action: follow", "action: avoid");
        assert!(read_violation(&avoid).unwrap_err().contains("avoid"));
    }
}
