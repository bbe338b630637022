//! Word operations of the fast paths: integer, float and pointer
//! arithmetic, comparisons, casts, copies, `getelementptr` and the moves of
//! a CFG edge, on registers that hold a `Word` (at most 8 bytes, wholly
//! defined, a plain integer or a whole pointer). Each computes what the
//! general code in `arith` and `control` computes for such operands, and
//! declines (false, `None`) everything else, having written nothing.

use crate::eval::arith::{scalar_bits, scalar_size};
use crate::ir::*;
use crate::memory::{Word, WordView, Words};
use crate::scalar::{fbin_checked, fcmp_bits, gep_address, gep_base, int_bin, int_cast, int_cmp, int_to_float_bits, Round};

/// All-ones in the low `w` (1..=64) bits.
#[inline(always)]
pub(super) fn bits_mask(w: u8) -> u64 {
    crate::memory::low_bits(w as u32)
}

/// Bytes of a `w`-bit integer, if the fast paths handle that width.
#[inline(always)]
pub(super) fn width_bytes(w: u8) -> Option<usize> {
    (w != 0 && w <= 64).then(|| (w as usize).div_ceil(8))
}

/// The value of an operand of `n` bytes, if it is a `Word`.
#[inline(always)]
pub(super) fn word<W: Words>(o: &W, op: Operand, n: usize) -> Option<Word> {
    match op {
        // SAFETY: a register of the running function, whose registers fit
        // its frame (`frame_view`).
        Operand::Reg(off) => unsafe { o.reg(off as usize, n) },
        Operand::Imm(v) => Some(Word::Int(v)),
        _ => {
            // (Constant pointers are rare operands of the fast paths.)
            std::hint::cold_path();
            match op {
                Operand::Ptr(0) => Some(Word::Int(0)),
                Operand::Ptr(p) if n == 8 => Some(Word::Ptr(p)),
                _ => None,
            }
        }
    }
}

/// An operand of `size` bytes in the frame `o`, if it is a `Word` (at most
/// 8 bytes).
#[inline(always)]
pub(in crate::eval) fn sized_word<W: Words>(o: &W, op: Operand, size: u32) -> Option<Word> {
    if size == 0 || size > 8 {
        return None;
    }
    with_constant!(size in [4, 8] => word(o, op, size as usize))
}

/// The bits of a call argument in the frame `o`, masked to its size, if it
/// is a word of at most 8 bytes.
#[inline(always)]
pub(in crate::eval) fn arg_bits<W: Words>(o: &W, a: &CallArg) -> Option<u64> {
    Some(sized_word(o, a.val, a.size)?.bits() & bits_mask(8 * a.size as u8))
}

/// The value of an operand of `n` bytes, if it is a plain integer.
#[inline(always)]
pub(in crate::eval) fn int<W: Words>(o: &W, op: Operand, n: usize) -> Option<u64> {
    match word(o, op, n)? {
        Word::Int(v) => Some(v),
        Word::Ptr(_) => None,
    }
}

/// Writes `w` into register `dst` (`n` bytes) of the frame `o`.
#[inline(always)]
pub(super) fn put<W: Words>(o: &mut W, dst: u32, n: usize, w: Word) -> bool {
    // SAFETY: as in `word`.
    unsafe { o.put_reg(dst as usize, n, w) }
}

/// `put` where `n` is not a constant: the common sizes made constants.
#[inline(always)]
pub(super) fn put_any<W: Words>(o: &mut W, dst: u32, n: usize, w: Word) -> bool {
    with_constant!(n in [4, 8] => put(o, dst, n, w))
}

/// `op` on `w`-bit (1..=64) integers (`scalar::int_bin`); `None` where
/// that faults (the general path reports it).
#[inline(always)]
pub(crate) fn bin_word(op: BinOp, w: u8, x: u64, y: u64, checked: bool) -> Option<u64> {
    int_bin(op, w as u32, x, y, checked).ok()
}

/// `bin` on integer operands; false when the general path must run.
#[inline(always)]
pub(super) fn bin(o: &mut WordView, op: BinOp, w: u8, dst: u32, a: Operand, b: Operand, checked: bool) -> bool {
    with_constant!(w in [32, 64] => {
        let Some(n) = width_bytes(w) else { return false };
        // (One operand at a time: each may decline before the next is read.)
        let Some(x) = int(o, a, n) else { return false };
        let Some(y) = int(o, b, n) else { return false };
        let Some(r) = bin_word(op, w, x, y, checked) else { return false };
        put(o, dst, n, Word::Int(r))
    })
}

/// `icmp` of integers, of a pointer with an integer (a null check: plain
/// bits), or two pointers for equality. Two pointers in any other
/// comparison need the general path (same-object rules, signed offsets).
#[inline(always)]
pub(super) fn icmp_value(o: &WordView, pred: IPred, w: u8, a: Operand, b: Operand, ptrs: bool) -> Option<bool> {
    with_constant!(w in [32, 64] => {
        let n = width_bytes(w)?;
        // (One operand at a time: each may decline before the next is read.)
        let x = word(o, a, n)?;
        let y = word(o, b, n)?;
        let (x, y) = match (x, y) {
            (Word::Ptr(x), Word::Ptr(y)) if !ptrs && matches!(pred, IPred::Eq | IPred::Ne) => (x, y),
            (Word::Ptr(_), Word::Ptr(_)) => return None,
            (x, y) => (x.bits(), y.bits()),
        };
        Some(int_cmp(pred, w as u32, x, y))
    })
}

/// `icmp` into its register.
#[inline(always)]
pub(super) fn icmp(o: &mut WordView, pred: IPred, w: u8, dst: u32, a: Operand, b: Operand, ptrs: bool) -> bool {
    match icmp_value(o, pred, w, a, b, ptrs) {
        Some(r) => put(o, dst, 1, Word::Int(r as u64)),
        None => false,
    }
}

/// Integer `trunc`, `zext` and `sext`; `sitofp` and `uitofp` to `float`
/// and `double`; `ptrtoint`, `inttoptr` and `bitcast` of a word (64 bits
/// to 64 keep a pointer a pointer; other widths give the masked bits).
#[inline(always)]
pub(super) fn cast(o: &mut WordView, op: CastOp, from: Scalar, to: Scalar, dst: u32, a: Operand) -> bool {
    match (op, from, to) {
        // As `with_constant`, for the common pairs of widths.
        (CastOp::Trunc | CastOp::ZExt | CastOp::SExt, Scalar::Int(fw), Scalar::Int(tw)) => match (fw, tw) {
            (32, 64) => int_cast_reg(o, op, 32, 64, dst, a),
            (64, 32) => int_cast_reg(o, op, 64, 32, dst, a),
            (1, 32) => int_cast_reg(o, op, 1, 32, dst, a),
            (8, 32) => int_cast_reg(o, op, 8, 32, dst, a),
            _ => int_cast_reg(o, op, fw, tw, dst, a),
        },
        (CastOp::SiToFp | CastOp::UiToFp, Scalar::Int(fw), Scalar::Float(tt @ (FTy::F32 | FTy::F64))) => {
            let Some(n) = width_bytes(fw) else { return false };
            let Some(v) = int(o, a, n) else { return false };
            let bits = int_to_float_bits(op == CastOp::SiToFp, fw as u32, tt, v as u128, Round::Nearest) as u64;
            put(o, dst, tt.size() as usize, Word::Int(bits))
        }
        (CastOp::PtrToInt | CastOp::IntToPtr | CastOp::BitCast, _, _) => {
            let (fsize, tsize) = (scalar_size(from), scalar_size(to));
            let (fw, tw) = (scalar_bits(from), scalar_bits(to));
            if fsize == 0 || fsize > 8 || tsize == 0 || tsize > 8 {
                return false;
            }
            let Some(w) = word(o, a, fsize as usize) else { return false };
            let r = match w {
                Word::Ptr(_) if fw == 64 && tw == 64 => w,
                w => Word::Int(w.bits() & bits_mask(tw as u8)),
            };
            put(o, dst, tsize as usize, r)
        }
        _ => false,
    }
}

/// Integer `trunc`, `zext` and `sext` from `fw` to `tw` bits.
#[inline(always)]
fn int_cast_reg(o: &mut WordView, op: CastOp, fw: u8, tw: u8, dst: u32, a: Operand) -> bool {
    let (Some(fsize), Some(tsize)) = (width_bytes(fw), width_bytes(tw)) else { return false };
    let Some(v) = int(o, a, fsize) else { return false };
    let Some(r) = int_cast(op, fw as u32, tw as u32, v) else { return false };
    put(o, dst, tsize, Word::Int(r))
}

/// A copy of a `Word`.
#[inline(always)]
pub(in crate::eval) fn copy<W: Words>(o: &mut W, dst: u32, src: Operand, size: u32) -> bool {
    with_constant!(size in [4, 8] => match sized_word(o, src, size) {
        Some(w) => put(o, dst, size as usize, w),
        None => false,
    })
}

/// `getelementptr` from a `Word` base with integer indices.
#[inline(always)]
pub(super) fn gep(o: &mut WordView, f: &Function, dst: u32, base: Operand, offset: i64, (terms, nterms): (u32, u32), wrap: bool) -> bool {
    let Some(b) = word(o, base, 8) else { return false };
    let mut delta = offset;
    // SAFETY: a `getelementptr` of a function the fast paths run.
    for t in unsafe { super::entries(&f.gep_terms, terms, nterms) } {
        let width = t.width;
        let Some(term) = with_constant!(width in [64, 32] => gep_term(o, t, width)) else { return false };
        delta = delta.wrapping_add(term);
    }
    let r = match b {
        Word::Ptr(p) => match gep_address(p, true, delta, wrap) {
            (a, true) => Word::Ptr(a),
            (a, false) => Word::Int(a),
        },
        Word::Int(v) => Word::Int(gep_base(v, false, delta)),
    };
    put(o, dst, 8, r)
}

/// The offset one term of a `getelementptr` adds, its index `width` bits
/// wide, if the index is an integer.
#[inline(always)]
fn gep_term(o: &WordView, t: &GepTerm, width: u8) -> Option<i64> {
    let i = int(o, t.index, width_bytes(width)?)?;
    // (The general path reports an index past its array's bound.)
    GepTerm { width, ..*t }.checked_offset(i)
}

/// Both operands of a `float` or `double` instruction, if defined: their
/// bits and the type's size.
#[inline(always)]
fn floats(o: &WordView, ty: FTy, a: Operand, b: Operand) -> Option<(u128, u128, usize)> {
    if ty == FTy::X87 {
        return None;
    }
    let n = ty.size() as usize;
    Some((int(o, a, n)? as u128, int(o, b, n)? as u128, n))
}

/// Float arithmetic on defined `float` and `double` operands. A division
/// by zero, which may be a fault, is left to the general path.
#[inline(always)]
pub(super) fn fbin(o: &mut WordView, op: FBinOp, ty: FTy, dst: u32, a: Operand, b: Operand) -> bool {
    with_constant!(ty in [FTy::F64, FTy::F32] => {
        let Some((x, y, n)) = floats(o, ty, a, b) else { return false };
        let Ok(r) = fbin_checked(op, ty, x, y, true, Round::Nearest) else { return false };
        put(o, dst, n, Word::Int(r as u64))
    })
}

/// `fcmp` of defined `float` and `double` operands.
#[inline(always)]
pub(super) fn fcmp(o: &mut WordView, pred: FPred, ty: FTy, dst: u32, a: Operand, b: Operand) -> bool {
    with_constant!(ty in [FTy::F64, FTy::F32] => {
        let Some((x, y, _)) = floats(o, ty, a, b) else { return false };
        put(o, dst, 1, Word::Int(fcmp_bits(pred, ty, x, y) as u64))
    })
}

/// Most moves a CFG edge may carry to take the fast path.
const FAST_MOVES: usize = 8;

/// The moves of a CFG edge (phis) when every source is a `Word`: all
/// sources are read before any destination is written, which is the
/// parallel copy the moves mean whatever their order.
#[inline(always)]
pub(super) fn moves(o: &mut WordView, f: &Function, moves: u32) -> bool {
    if moves == NO_MOVES {
        return true;
    }
    // SAFETY: a branch's moves in a function the fast paths run.
    let list = &unsafe { super::entry(&f.moves, moves) }.moves;
    if list.len() > FAST_MOVES {
        return false;
    }
    let mut words = [Word::Int(0); FAST_MOVES];
    for (m, w) in list.iter().zip(words.iter_mut()) {
        if m.size == 0 || m.size > 8 || !o.fits(m.dst as usize) {
            return false;
        }
        let Some(v) = word(o, m.src, m.size as usize) else { return false };
        *w = v;
    }
    for (m, &w) in list.iter().zip(words.iter()) {
        o.put_word(m.dst as usize, m.size as usize, w);
    }
    true
}

/// A conditional branch's next pc, `then` or `or_else` (target, moves)
/// as `taken` says, once its moves are made.
#[inline(always)]
pub(super) fn branch(o: &mut WordView, f: &Function, taken: bool, then: (u32, u32), or_else: (u32, u32)) -> Option<u32> {
    let (target, m) = if taken { then } else { or_else };
    moves(o, f, m).then_some(target)
}

#[cfg(test)]
mod tests {
    use super::*;

    const WIDTHS: [u8; 9] = [1, 3, 8, 16, 17, 32, 33, 63, 64];

    /// Edge values and a few pseudo-random ones, reduced to `w` bits.
    fn values(w: u8) -> Vec<u64> {
        let m = bits_mask(w);
        let half = 1u64 << (w - 1);
        let mut v = vec![0, 1, 2, 3, half - 1, half, half + 1, m, m - 1, 0x5555_5555_5555_5555];
        let mut x = 0x9e37_79b9_7f4a_7c15u64;
        for _ in 0..6 {
            x = x.wrapping_mul(6364136223846793005).wrapping_add(1442695040888963407);
            v.push(x);
        }
        v.into_iter().map(|x| x & m).collect()
    }

    fn signed(x: u64, w: u8) -> i128 {
        let v = x as i128;
        if w < 128 && v >= 1i128 << (w - 1) {
            v - (1i128 << w)
        } else {
            v
        }
    }

    /// The two's-complement definitions, computed in 128 bits.
    fn oracle(op: BinOp, w: u8, x: u64, y: u64) -> Option<u64> {
        let m = (1u128 << w) - 1;
        let (ux, uy) = (x as u128, y as u128);
        let (sx, sy) = (signed(x, w), signed(y, w));
        let r: u128 = match op {
            BinOp::Add | BinOp::AddNsw => ux + uy,
            BinOp::Sub | BinOp::SubNsw => ux.wrapping_sub(uy),
            BinOp::Mul | BinOp::MulNsw => ux * uy,
            BinOp::And => ux & uy,
            BinOp::Or => ux | uy,
            BinOp::Xor => ux ^ uy,
            BinOp::Shl | BinOp::ShlNsw | BinOp::LShr | BinOp::AShr if uy >= w as u128 => return None,
            BinOp::Shl | BinOp::ShlNsw => ux << uy,
            BinOp::LShr => ux >> uy,
            BinOp::AShr => (sx >> uy) as u128,
            BinOp::UDiv | BinOp::URem | BinOp::SDiv | BinOp::SRem if uy == 0 => return None,
            BinOp::UDiv => ux / uy,
            BinOp::URem => ux % uy,
            BinOp::SDiv | BinOp::SRem if sy == -1 && sx == -(1i128 << (w - 1)) => return None,
            BinOp::SDiv => (sx / sy) as u128,
            BinOp::SRem => (sx % sy) as u128,
        };
        Some((r & m) as u64)
    }

    #[test]
    fn binary_operations_match_the_twos_complement_definitions() {
        for w in WIDTHS {
            for &x in &values(w) {
                for &y in &values(w).iter().chain(&[5, 7, w as u64 - 1, w as u64]).map(|v| v & bits_mask(w)).collect::<Vec<_>>() {
                    for op in BinOp::ALL {
                        assert_eq!(bin_word(op, w, x, y, false), oracle(op, w, x, y), "{:?} i{} {} {}", op, w, x, y);
                    }
                }
            }
        }
    }

    /// Checked (`--ub-overflow`) `nsw` arithmetic runs here while it does
    /// not overflow; an overflow is left to the general path, which
    /// reports it.
    #[test]
    fn checked_overflow_is_left_to_the_general_path() {
        for op in [BinOp::AddNsw, BinOp::SubNsw, BinOp::MulNsw, BinOp::ShlNsw] {
            assert_eq!(bin_word(op, 32, 1, 1, true), oracle(op, 32, 1, 1), "{:?}", op);
        }
        assert_eq!(bin_word(BinOp::AddNsw, 32, 0x7fff_ffff, 1, true), None);
        assert_eq!(bin_word(BinOp::SubNsw, 32, 0, 0x8000_0000, true), None);
        assert_eq!(bin_word(BinOp::MulNsw, 64, 1 << 32, 1 << 31, true), None);
        assert_eq!(bin_word(BinOp::ShlNsw, 32, 0x4000_0000, 1, true), None);
        assert_eq!(bin_word(BinOp::Add, 32, 0x7fff_ffff, 1, true), Some(0x8000_0000));
    }

    #[test]
    fn comparisons_match_unsigned_and_signed_order() {
        for w in WIDTHS {
            for &x in &values(w) {
                for &y in &values(w) {
                    let (sx, sy) = (signed(x, w), signed(y, w));
                    let expect = [x == y, x != y, x > y, x >= y, x < y, x <= y, sx > sy, sx >= sy, sx < sy, sx <= sy];
                    let preds =
                        [IPred::Eq, IPred::Ne, IPred::Ugt, IPred::Uge, IPred::Ult, IPred::Ule, IPred::Sgt, IPred::Sge, IPred::Slt, IPred::Sle];
                    for (p, e) in preds.into_iter().zip(expect) {
                        assert_eq!(int_cmp(p, w as u32, x, y), e, "{:?} i{} {} {}", p, w, x, y);
                    }
                }
            }
        }
    }

    #[test]
    fn casts_truncate_and_extend() {
        for fw in WIDTHS {
            for tw in WIDTHS {
                for &v in &values(fw) {
                    let tm = bits_mask(tw);
                    if tw < fw {
                        assert_eq!(int_cast(CastOp::Trunc, fw as u32, tw as u32, v), Some(v & tm));
                    }
                    if tw >= fw {
                        assert_eq!(int_cast(CastOp::ZExt, fw as u32, tw as u32, v), Some(v));
                        assert_eq!(int_cast(CastOp::SExt, fw as u32, tw as u32, v), Some(signed(v, fw) as u64 & tm), "sext i{} {} to i{}", fw, v, tw);
                    }
                }
            }
        }
        assert_eq!(int_cast(CastOp::BitCast, 64, 64, 1u64), None);
    }

    /// A frame of 64 bytes in a layer block (`WordView::of_block`): all
    /// bytes defined plain integers.
    fn frame_block() -> Vec<u8> {
        vec![0u8; 3 * 64]
    }

    const X: u32 = 0;
    const Y: u32 = 16;
    const R: u32 = 32;

    /// The register instructions with the width a constant (32, 64 bits)
    /// and not (the others) compute what the word functions compute, read
    /// back from the frame.
    #[test]
    fn register_instructions_at_every_width_match_the_word_functions() {
        for w in [1, 8, 16, 32, 33, 64] {
            let n = width_bytes(w).unwrap();
            for &x in &values(w) {
                for &y in &values(w) {
                    let mut block = frame_block();
                    let mut o = WordView::of_block(&mut block);
                    assert!(o.put_word(X as usize, n, Word::Int(x)) && o.put_word(Y as usize, n, Word::Int(y)));
                    for op in BinOp::ALL {
                        let ran = bin(&mut o, op, w, R, Operand::Reg(X), Operand::Reg(Y), false);
                        let want = bin_word(op, w, x, y, false);
                        assert_eq!(ran, want.is_some(), "{:?} i{}", op, w);
                        if let Some(r) = want {
                            assert_eq!(o.word(R as usize, n), Some(Word::Int(r)), "{:?} i{} {} {}", op, w, x, y);
                        }
                    }
                    for pred in [IPred::Eq, IPred::Ne, IPred::Ult, IPred::Sle, IPred::Sgt] {
                        let got = icmp_value(&o, pred, w, Operand::Reg(X), Operand::Imm(y), false);
                        assert_eq!(got, Some(int_cmp(pred, w as u32, x, y)), "{:?} i{}", pred, w);
                    }
                }
            }
        }
    }

    #[test]
    fn casts_copies_and_gep_terms_at_every_width_match_the_word_functions() {
        for (fw, tw) in [(32, 64), (64, 32), (1, 32), (8, 32), (16, 64), (64, 8)] {
            for &v in &values(fw) {
                let mut block = frame_block();
                let mut o = WordView::of_block(&mut block);
                assert!(o.put_word(X as usize, width_bytes(fw).unwrap(), Word::Int(v)));
                for op in [CastOp::Trunc, CastOp::ZExt, CastOp::SExt] {
                    if (op == CastOp::Trunc) != (tw < fw) {
                        continue;
                    }
                    assert!(cast(&mut o, op, Scalar::Int(fw), Scalar::Int(tw), R, Operand::Reg(X)));
                    let want = int_cast(op, fw as u32, tw as u32, v).map(Word::Int);
                    assert_eq!(o.word(R as usize, width_bytes(tw).unwrap()), want, "{:?} i{} to i{}", op, fw, tw);
                }
                let t = GepTerm { index: Operand::Reg(X), width: fw, signed: true, scale: 12, limit: GepTerm::UNCHECKED, access: false };
                assert_eq!(gep_term(&o, &t, fw), Some(t.extend(v).wrapping_mul(12)));
            }
        }
        for size in 1..=8u32 {
            let mut block = frame_block();
            let mut o = WordView::of_block(&mut block);
            let v = 0x0102_0304_0506_0708u64 & bits_mask(8 * size as u8);
            assert!(o.put_word(X as usize, size as usize, Word::Int(v)));
            assert!(copy(&mut o, R, Operand::Reg(X), size));
            assert_eq!(o.word(R as usize, size as usize), Some(Word::Int(v)));
        }
    }

    #[test]
    fn float_instructions_per_type_match_the_bit_functions() {
        let doubles = [0.0f64, -0.0, 1.5, -2.25, f64::INFINITY, f64::NAN, 1e300];
        for &a in &doubles {
            for &b in &doubles {
                let half = |v: f64| crate::scalar::bits_of_float(FTy::F16, v) as u64;
                let types = [
                    (FTy::F64, a.to_bits(), b.to_bits()),
                    (FTy::F32, (a as f32).to_bits() as u64, (b as f32).to_bits() as u64),
                    (FTy::F16, half(a), half(b)),
                ];
                for (ty, x, y) in types {
                    let mut block = frame_block();
                    let mut o = WordView::of_block(&mut block);
                    let n = ty.size() as usize;
                    assert!(o.put_word(X as usize, n, Word::Int(x)) && o.put_word(Y as usize, n, Word::Int(y)));
                    for op in [FBinOp::Add, FBinOp::Sub, FBinOp::Mul, FBinOp::Div, FBinOp::Rem] {
                        if op == FBinOp::Div && b == 0.0 {
                            // (May be a fault: the general path's.)
                            assert!(!fbin(&mut o, op, ty, R, Operand::Reg(X), Operand::Reg(Y)));
                            continue;
                        }
                        assert!(fbin(&mut o, op, ty, R, Operand::Reg(X), Operand::Reg(Y)));
                        let want = crate::scalar::fbin_bits(op, ty, x as u128, y as u128) as u64;
                        assert_eq!(o.word(R as usize, n), Some(Word::Int(want)), "{:?} {:?} {} {}", op, ty, a, b);
                    }
                    for pred in [FPred::Oeq, FPred::Olt, FPred::Une, FPred::Uno, FPred::Uge] {
                        assert!(fcmp(&mut o, pred, ty, R, Operand::Reg(X), Operand::Reg(Y)));
                        let want = fcmp_bits(pred, ty, x as u128, y as u128) as u64;
                        assert_eq!(o.word(R as usize, 1), Some(Word::Int(want)), "{:?} {:?} {} {}", pred, ty, a, b);
                    }
                }
            }
        }
    }

    /// An undefined byte or a pointer in an operand sends every width to
    /// the general path, having written nothing.
    #[test]
    fn undefined_or_pointer_operands_decline_at_every_width() {
        for w in [8, 16, 32, 64] {
            let n = width_bytes(w).unwrap();
            let mut block = frame_block();
            block[64 + X as usize] = 0x80; // one undefined bit in the operand
            block[2 * 64 + R as usize] = 0x42; // a marker in R's pointer layer
            let mut o = WordView::of_block(&mut block);
            assert!(o.put_word(Y as usize, n, Word::Int(1)));
            assert!(!bin(&mut o, BinOp::Add, w, R, Operand::Reg(X), Operand::Reg(Y), false), "i{}", w);
            assert!(!bin(&mut o, BinOp::Add, w, R, Operand::Reg(Y), Operand::Reg(X), false), "i{}", w);
            assert_eq!(icmp_value(&o, IPred::Eq, w, Operand::Reg(X), Operand::Reg(Y), false), None);
            assert!(!copy(&mut o, R, Operand::Reg(X), n as u32));
            assert!(!cast(&mut o, CastOp::ZExt, Scalar::Int(w), Scalar::Int(64), R, Operand::Reg(X)));
            assert_eq!(block[2 * 64 + R as usize], 0x42, "i{}: nothing written", w);
        }
        let mut block = frame_block();
        let mut o = WordView::of_block(&mut block);
        assert!(o.put_word(X as usize, 8, Word::Ptr(crate::memory::Pointer::heap(3).0)));
        assert!(!bin(&mut o, BinOp::Add, 64, R, Operand::Reg(X), Operand::Imm(1), false));
        assert!(!fbin(&mut o, FBinOp::Add, FTy::F64, R, Operand::Reg(X), Operand::Reg(X)));
    }
}
