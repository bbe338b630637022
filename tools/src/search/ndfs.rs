//! Nested depth-first search for an accepting cycle of the degeneralised
//! view (`view.rs`): the sequential cycle check (`--threads 1`). The
//! algorithm of Courcoubetis, Vardi, Wolper and Yannakakis (1992) with the
//! colours of Schwoon and Esparza ("A note on on-the-fly verification
//! algorithms", TACAS 2005): cyan nodes are on the outer search's stack,
//! and the inner search stops as soon as it meets one.
//!
//! Acceptance is on arcs: read an accepting arc s → t as s → x → t with
//! an accepting node x in between. x is entered from s only, once; its
//! outer search is that of t, and its inner search starts as soon as t's
//! outer search is done. So: an accepting arc into a cyan node closes a
//! cycle, and after an accepting arc to a node that is (then) blue, the
//! inner search starts from that node. Both loops are iterative (chains of
//! 10^5 states).

use super::view::View;

const WHITE: u8 = 0;
/// On the outer search's stack.
const CYAN: u8 = 1;
/// Done by the outer search.
const BLUE: u8 = 2;
/// Done by an inner search: no accepting cycle passes it.
const RED: u8 = 3;

/// A node of `view` on an accepting cycle among the nodes `allowed`
/// admits, searching from `roots` (which it admits) in turn: the state of
/// that node (the source of the cycle's accepting arc).
pub fn find(view: &View, roots: impl Iterator<Item = u32>, allowed: impl Fn(u32) -> bool) -> Option<u32> {
    let mut colour = vec![WHITE; view.nodes()];
    // (node, next arc, entered by an accepting arc)
    let mut outer: Vec<(u32, u32, bool)> = Vec::new();
    let mut inner: Vec<(u32, u32)> = Vec::new();
    for root in roots {
        if colour[root as usize] != WHITE {
            continue;
        }
        colour[root as usize] = CYAN;
        outer.push((root, 0, false));
        while let Some(&mut (x, ref mut next, _)) = outer.last_mut() {
            let arcs = view.out(x);
            if let Some(a) = arcs.get(*next as usize) {
                *next += 1;
                let Some((y, accepting)) = view.step(x, a) else { continue };
                if !allowed(y) {
                    continue;
                }
                let seen = colour[y as usize];
                match seen {
                    WHITE => {
                        colour[y as usize] = CYAN;
                        outer.push((y, 0, accepting));
                    }
                    CYAN if accepting => return Some(view.state(x)),
                    BLUE if accepting && red(view, &allowed, &mut colour, &mut inner, y) => return Some(view.state(x)),
                    _ => {}
                }
                continue;
            }
            let (_, _, entered_accepting) = outer.pop().unwrap_or_default();
            colour[x as usize] = BLUE;
            if entered_accepting && red(view, &allowed, &mut colour, &mut inner, x) {
                // The parent is on the stack: the cycle runs parent → x →
                // … → a cyan node → … → parent.
                return outer.last().map(|p| view.state(p.0));
            }
        }
    }
    None
}

/// The inner search from the blue `seed` (the target of an accepting arc
/// out of the outer search's top): whether it meets a cyan node. Blue
/// nodes it passes turn red.
fn red(view: &View, allowed: &impl Fn(u32) -> bool, colour: &mut [u8], stack: &mut Vec<(u32, u32)>, seed: u32) -> bool {
    colour[seed as usize] = RED;
    stack.clear();
    stack.push((seed, 0));
    while let Some(&mut (x, ref mut next)) = stack.last_mut() {
        let Some(a) = view.out(x).get(*next as usize) else {
            stack.pop();
            continue;
        };
        *next += 1;
        let Some((y, _)) = view.step(x, a) else { continue };
        if !allowed(y) {
            continue;
        }
        match colour[y as usize] {
            CYAN => return true,
            BLUE => {
                colour[y as usize] = RED;
                stack.push((y, 0));
            }
            _ => {}
        }
    }
    false
}
