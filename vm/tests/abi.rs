//! hypercalls.h is the single source of truth of the guest interface: every
//! numeric `#define _VM_...` in it must appear in `divm_vm::abi::ALL` with the
//! same value, and `ALL` must hold nothing else.

mod common {
    pub mod c_text;
}
use common::c_text::strip_comments;
use std::collections::BTreeMap;

/// Parses a constant: decimal, hex or octal integers with optional `u`/`l`
/// suffixes, `(1ull << N)`, optionally parenthesised. `None` if not numeric.
fn parse_value(expr: &str) -> Option<u64> {
    let e = expr.trim();
    if let Some(inner) = e.strip_prefix('(').and_then(|s| s.strip_suffix(')')) {
        return parse_value(inner);
    }
    if let Some((l, r)) = e.split_once("<<") {
        let base = parse_value(l)?;
        let shift = parse_value(r)?;
        return if shift < 64 { base.checked_shl(shift as u32) } else { None };
    }
    let digits = e.trim_end_matches(['u', 'U', 'l', 'L']);
    if digits.is_empty() {
        return None;
    }
    if let Some(h) = digits.strip_prefix("0x").or_else(|| digits.strip_prefix("0X")) {
        u64::from_str_radix(h, 16).ok()
    } else if digits.len() > 1 && digits.starts_with('0') {
        u64::from_str_radix(&digits[1..], 8).ok()
    } else {
        digits.parse().ok()
    }
}

fn header_constants() -> BTreeMap<String, u64> {
    let path = concat!(env!("CARGO_MANIFEST_DIR"), "/../hypercalls.h");
    let text = std::fs::read_to_string(path).unwrap_or_else(|e| panic!("cannot read {path}: {e}"));
    let mut map = BTreeMap::new();
    for line in strip_comments(&text).lines() {
        let Some(rest) = line.trim_start().strip_prefix('#') else { continue };
        let Some(rest) = rest.trim_start().strip_prefix("define") else { continue };
        let rest = rest.trim_start();
        let name_len = rest.find(|c: char| !(c.is_ascii_alphanumeric() || c == '_')).unwrap_or(rest.len());
        let (name, value) = rest.split_at(name_len);
        if !name.starts_with("_VM_") {
            continue;
        }
        // Function-like macros and non-numeric definitions do not parse.
        if let Some(v) = parse_value(value) {
            assert!(map.insert(name.to_string(), v).is_none(), "{name} is defined twice in hypercalls.h");
        }
    }
    map
}

#[test]
fn parser_understands_the_forms_used() {
    assert_eq!(parse_value("12"), Some(12));
    assert_eq!(parse_value(" (1ull << 32) "), Some(1 << 32));
    assert_eq!(parse_value("(1ULL<<0)"), Some(1));
    assert_eq!(parse_value("0x10u"), Some(16));
    assert_eq!(parse_value("x"), None);
    assert_eq!(strip_comments("a /* b */ c // d\ne"), "a   c \ne");
}

#[test]
fn hypercalls_h_and_abi_all_agree() {
    let header = header_constants();
    assert!(header.len() >= 40, "suspiciously few _VM_ constants parsed from hypercalls.h: {}", header.len());
    let mut rust = BTreeMap::new();
    for &(name, value) in divm_vm::abi::ALL {
        assert!(rust.insert(name.to_string(), value).is_none(), "{name} appears twice in abi::ALL");
    }
    let mut problems = Vec::new();
    for (name, &v) in &header {
        match rust.get(name) {
            None => problems.push(format!("{name} = {v} is in hypercalls.h but not in abi::ALL")),
            Some(&r) if r != v => problems.push(format!("{name}: hypercalls.h says {v}, abi::ALL says {r}")),
            _ => {}
        }
    }
    for (name, &r) in &rust {
        if !header.contains_key(name) {
            problems.push(format!("{name} = {r} is in abi::ALL but not defined in hypercalls.h"));
        }
    }
    assert!(problems.is_empty(), "hypercalls.h and vm/src/abi.rs disagree:\n{}", problems.join("\n"));
}
