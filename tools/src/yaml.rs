//! Loading the YAML divm reads (task definitions, witnesses), bounded
//! first: yaml-rust2's loader recurses once per level of nesting (a file
//! of `- - - …` overflows the stack) and copies the anchored node at each
//! alias (a "billion laughs" file fills the memory), so a pass over the
//! parser's events, which needs neither, refuses such texts before it.

use std::collections::HashMap;
use yaml_rust2::parser::{Event, Parser};
use yaml_rust2::{Yaml, YamlLoader};

/// The deepest nesting of collections divm loads (its formats need 8).
const MAX_DEPTH: usize = 64;

/// The most nodes, aliases expanded, divm loads.
const MAX_NODES: usize = 1 << 20;

/// The documents of a YAML text, or why divm does not load it.
pub fn load(text: &str) -> Result<Vec<Yaml>, String> {
    bounded(text)?;
    YamlLoader::load_from_str(text).map_err(|e| format!("not YAML: {}", e))
}

/// A collection whose end is not reached yet.
struct Open {
    anchor: usize,
    /// `nodes` when it began (itself included).
    first: usize,
    /// 1 + the height of its highest child so far.
    height: usize,
}

/// Refuses a text whose loaded form would be deeper than `MAX_DEPTH` or
/// larger than `MAX_NODES`.
fn bounded(text: &str) -> Result<(), String> {
    let mut parser = Parser::new_from_str(text);
    let mut open: Vec<Open> = Vec::new();
    // Each anchor's node: its size and height, for the aliases to it.
    let mut anchored: HashMap<usize, (usize, usize)> = HashMap::new();
    let mut nodes = 0usize;
    loop {
        let (event, _) = parser.next_token().map_err(|e| format!("not YAML: {}", e))?;
        // The size and height of a node just completed (a scalar, an
        // alias or a collection), for its parent.
        let done = match event {
            Event::StreamEnd => return Ok(()),
            Event::SequenceStart(anchor, _) | Event::MappingStart(anchor, _) => {
                nodes += 1;
                open.push(Open { anchor, first: nodes, height: 1 });
                None
            }
            Event::SequenceEnd | Event::MappingEnd => {
                let o = open.pop().ok_or("not YAML: a collection ends that did not begin")?;
                let size = nodes + 1 - o.first;
                if o.anchor != 0 {
                    anchored.insert(o.anchor, (size, o.height));
                }
                Some(o.height)
            }
            Event::Scalar(_, _, anchor, _) => {
                nodes += 1;
                if anchor != 0 {
                    anchored.insert(anchor, (1, 0));
                }
                Some(0)
            }
            Event::Alias(id) => {
                let (size, height) = anchored.get(&id).copied().unwrap_or((1, 0));
                nodes = nodes.saturating_add(size);
                Some(height)
            }
            _ => None,
        };
        if let (Some(h), Some(parent)) = (done, open.last_mut()) {
            parent.height = parent.height.max(h + 1);
        }
        let depth = open.len() + done.unwrap_or(0);
        if depth > MAX_DEPTH {
            return Err(format!("nested more than {} deep: divm does not load it", MAX_DEPTH));
        }
        if nodes > MAX_NODES {
            return Err(format!("more than {} nodes once its aliases are expanded: divm does not load it", MAX_NODES));
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn deep_nesting_is_refused_without_overflowing_the_stack() {
        for deep in ["- ".repeat(100_000), "[".repeat(100_000), "{a: ".repeat(100_000), (0..2000).map(|i| format!("{}k:\n", " ".repeat(i))).collect()]
        {
            let e = load(&deep).unwrap_err();
            assert!(e.contains("deep") || e.contains("recursion limit"), "{}", e);
        }
        assert_eq!(load(&format!("{}x", "- ".repeat(MAX_DEPTH))).map(|d| d.len()), Ok(1));
        assert!(load(&format!("{}x", "- ".repeat(MAX_DEPTH + 1))).is_err());
    }

    #[test]
    fn aliases_that_multiply_are_refused() {
        let mut text = String::from("a0: &a0 [x, x, x, x, x, x, x, x, x, x]\n");
        for i in 1..12 {
            text.push_str(&format!("a{}: &a{} [{}]\n", i, i, vec![format!("*a{}", i - 1); 10].join(", ")));
        }
        assert!(load(&text).unwrap_err().contains("aliases"));
        // A few aliases are fine, and so is an alias to a deep node as
        // long as it lands within the depth.
        let small = "base: &b {x: 1, y: [1, 2]}\nmore: *b\nagain: [*b, *b]\n";
        let docs = load(small).unwrap();
        assert_eq!(docs[0]["again"][1]["y"][1].as_i64(), Some(2));
        let (open, close) = ("[".repeat(40), "]".repeat(40));
        let deep_anchor = format!("a: &d {open}x{close}\nb: {open}*d{close}\n");
        assert!(load(&deep_anchor).unwrap_err().contains("deep"));
    }
}
