//! Operand readers: an operand (a register, an immediate, a constant) of
//! the current frame read into a value, and a value written into a
//! register, as the general path does it; and the word readers it tries
//! first (`fast_word`, `word_arg`, ...), which take a `Word` of at most
//! 8 bytes without building a `Val`, and decline all else.

use super::fast::word::{arg_bits, copy, int, sized_word};
use super::{Machine, Step, Stop, VmError};
use crate::abi;
use crate::ir::*;
use crate::memory::*;

impl<'p> Machine<'p> {
    #[inline]
    pub(super) fn frame_obj(&self) -> Result<&Object, Stop> {
        self.state.heap.get(self.frame).ok_or_else(|| VmError::InvalidProgram("the current frame was freed".into()).into())
    }

    #[inline]
    pub(super) fn frame_obj_mut(&mut self) -> Result<&mut Object, Stop> {
        self.state.heap.get_mut(self.frame).ok_or_else(|| VmError::InvalidProgram("the current frame was freed".into()).into())
    }

    /// Reads an operand of `size` (<= 16) bytes.
    #[inline]
    pub(crate) fn operand(&self, op: Operand, size: u32) -> Result<Val, Stop> {
        Ok(match op {
            Operand::Reg(off) => self.frame_obj()?.read(off as usize, size.min(16) as usize),
            Operand::Imm(b) => Val::int(b as u128),
            Operand::Ptr(b) => Val { bits: b as u128, undef: 0, tag: if b == 0 { TAG_NONE } else { TAG_PTR } },
            Operand::Undef => Val::undef(),
            Operand::Const(off) => {
                let id = Pointer(self.state.ctl[abi::CR_CONSTANTS]).obj();
                let o = self.state.heap.get(id).ok_or_else(|| VmError::InvalidProgram("constants object missing".into()))?;
                o.read(off as usize, size.min(16) as usize)
            }
        })
    }

    #[inline]
    pub(crate) fn set_reg(&mut self, dst: u32, size: u32, v: Val) -> Step {
        self.frame_obj_mut()?.put_val(dst as usize, size as usize, v);
        Ok(())
    }

    /// Copies a value of any size into a register.
    pub(crate) fn copy_value(&mut self, dst: u32, src: Operand, size: u32) -> Step {
        if self.fast_copy(dst, src, size) {
            return Ok(());
        }
        self.copy_value_general(dst, src, size)
    }

    /// `copy_value` without its fast path (which the caller tried).
    pub(super) fn copy_value_general(&mut self, dst: u32, src: Operand, size: u32) -> Step {
        if size <= 16 {
            let v = self.operand(src, size)?;
            return self.set_reg(dst, size, v);
        }
        match src {
            Operand::Reg(off) => {
                let o = self.frame_obj_mut()?;
                o.copy_within(dst as usize, off as usize, size as usize);
            }
            Operand::Const(off) => {
                let id = Pointer(self.state.ctl[abi::CR_CONSTANTS]).obj();
                let frame = self.frame;
                let (fo, co) = self.state.heap.get_two_mut(frame, id).ok_or_else(|| VmError::InvalidProgram("bad frame".into()))?;
                fo.copy_from(dst as usize, co, off as usize, size as usize);
            }
            Operand::Undef => self.frame_obj_mut()?.set_undef(dst as usize, size as usize),
            Operand::Imm(_) | Operand::Ptr(_) => {
                return Err(VmError::InvalidProgram("wide immediate".into()).into());
            }
        }
        Ok(())
    }

    /// A copy of a `Word` into a register; false when the general path must run.
    #[inline(always)]
    pub(crate) fn fast_copy(&mut self, dst: u32, src: Operand, size: u32) -> bool {
        if size == 0 || size > 8 || self.cfg.reference {
            return false;
        }
        let Some(o) = self.state.heap.get_mut(self.frame) else { return false };
        copy(o, dst, src, size)
    }

    /// An operand of `size` bytes, if it is a `Word`.
    #[inline(always)]
    pub(crate) fn fast_word(&self, op: Operand, size: u32) -> Option<Word> {
        if self.cfg.reference {
            return None;
        }
        sized_word(self.state.heap.get(self.frame)?, op, size)
    }

    /// The values of a call's arguments into `out`, if each is a `Word`
    /// of its size; false (some of `out` written) otherwise.
    #[inline(always)]
    pub(crate) fn fast_args(&self, args: &[CallArg], out: &mut [Word]) -> bool {
        let Some(o) = self.state.heap.get(self.frame) else { return false };
        for (a, w) in args.iter().zip(out.iter_mut()) {
            match sized_word(o, a.val, a.size) {
                Some(v) => *w = v,
                None => return false,
            }
        }
        true
    }

    /// Argument `i` of a call, if it is a word of at most 8 bytes: its
    /// bits, masked to its size.
    #[inline]
    pub(crate) fn word_arg(&self, args: &[CallArg], i: usize) -> Option<u64> {
        if self.cfg.reference {
            return None;
        }
        arg_bits(self.state.heap.get(self.frame)?, args.get(i)?)
    }

    /// `word_arg` of the first two arguments, with one look-up of the
    /// frame (the OS's VM calls pass two).
    #[inline(always)]
    pub(crate) fn word_args(&self, args: &[CallArg]) -> [Option<u64>; 2] {
        let Some(o) = self.state.heap.get(self.frame) else { return [None, None] };
        [0, 1].map(|i| arg_bits(o, args.get(i)?))
    }

    /// A branch condition that is a defined integer.
    #[inline(always)]
    pub(crate) fn fast_cond(&self, cond: Operand) -> Option<bool> {
        if self.cfg.reference {
            return None;
        }
        int(self.state.heap.get(self.frame)?, cond, 1).map(|v| v & 1 != 0)
    }
}
