//! The report in SARIF 2.1.0 (`--report=sarif`), for code-scanning views:
//! one result per error, its rule the error kind, its counterexample a code
//! flow with one thread flow per thread.

use crate::report::Report;
use crate::trace::Location;
use crate::verdict::ErrorKind;
use serde_json::{json, Value};

/// A SARIF location for a source location (line 0: the file alone).
fn location(l: &Location, message: Option<String>) -> Value {
    let mut physical = json!({ "artifactLocation": { "uri": l.file.replace(' ', "%20") } });
    if l.line > 0 {
        physical["region"] = json!({ "startLine": l.line });
    }
    let mut v = json!({ "physicalLocation": physical, "logicalLocations": [{ "name": l.function, "kind": "function" }] });
    if let Some(m) = message {
        v["message"] = json!({ "text": m });
    }
    v
}

/// The counterexample as one code flow: each step in its thread's flow,
/// numbered in the order of the whole run.
fn code_flow(r: &Report) -> Option<Value> {
    let t = r.trace.as_ref()?;
    let mut threads: Vec<(u32, Vec<Value>)> = Vec::new();
    for (i, s) in t.steps.iter().enumerate() {
        let Some(l) = &s.location else { continue };
        let thread = s.thread.unwrap_or(0);
        let text = match t.cycle {
            Some(c) if i >= c => format!("step {} (repeats forever from step {})", i + 1, c + 1),
            _ => format!("step {}", i + 1),
        };
        let at = json!({ "location": location(l, Some(text)), "executionOrder": i + 1 });
        match threads.iter_mut().find(|(id, _)| *id == thread) {
            Some((_, flow)) => flow.push(at),
            None => threads.push((thread, vec![at])),
        }
    }
    if threads.is_empty() {
        return None;
    }
    let flows: Vec<Value> = threads.into_iter().map(|(id, locations)| json!({ "id": format!("thread {}", id), "locations": locations })).collect();
    Some(json!({ "threadFlows": flows }))
}

/// The SARIF log of a report.
pub fn log(r: &Report) -> Value {
    let rules: Vec<Value> = ErrorKind::ALL
        .iter()
        .map(|k| json!({ "id": k, "shortDescription": { "text": k.description() }, "defaultConfiguration": { "level": "error" } }))
        .collect();
    let mut results = Vec::new();
    if let Some(e) = &r.error {
        let mut result = json!({
            "ruleId": e.kind,
            "ruleIndex": ErrorKind::ALL.iter().position(|k| *k == e.kind),
            "level": "error",
            "message": { "text": e.message },
        });
        if let Some(l) = &e.location {
            result["locations"] = json!([location(l, None)]);
        }
        // (every other blocked thread of a deadlock, at its blocking call)
        let related: Vec<Value> = e
            .also
            .iter()
            .filter_map(|a| a.location.as_ref().map(|l| (l, &a.message)))
            .enumerate()
            .map(|(i, (l, m))| {
                let mut v = location(l, Some(m.clone()));
                v["id"] = json!(i);
                v
            })
            .collect();
        if !related.is_empty() {
            result["relatedLocations"] = json!(related);
        }
        if let Some(flow) = code_flow(r) {
            result["codeFlows"] = json!([flow]);
        }
        results.push(result);
    }
    let mut invocation = json!({ "executionSuccessful": r.verdict != crate::verdict::VerdictKind::Unknown });
    let notes: Vec<Value> = r
        .reason
        .iter()
        .map(|m| json!({ "level": "warning", "message": { "text": format!("verdict unknown: {}", m) } }))
        .chain(r.caveats.iter().map(|c| json!({ "level": "note", "message": { "text": format!("caveat: {}", c) } })))
        .collect();
    if !notes.is_empty() {
        invocation["toolExecutionNotifications"] = json!(notes);
    }
    let mut properties = json!({ "verdict": r.verdict, "states": r.stats.states, "transitions": r.stats.transitions });
    if let Some(a) = &r.svcomp {
        properties["svcompResult"] = json!(a.result);
    }
    json!({
        "$schema": "https://json.schemastore.org/sarif-2.1.0.json",
        "version": "2.1.0",
        "runs": [{
            "tool": { "driver": {
                "name": "divm",
                "version": r.version,
                "rules": rules,
            } },
            "invocations": [invocation],
            "results": results,
            "properties": properties,
        }],
    })
}
