//! divm patch 7: reading a module lazily. `LazyModule::from_bc_bytes`
//! reads only a bitcode module's globals and function prototypes; a
//! function's body is read (materialised) when `load_body` asks for it,
//! which also names what that body refers to, so a caller can read just
//! the functions reachable from its roots. `into_module` converts the
//! module as `Module` does, with empty `basic_blocks` for every function
//! whose body was never read.

use crate::from_llvm::{get_value_name, Context};
use crate::iterators::*;
use crate::llvm_sys::*;
use crate::module::Module;
use rustc_hash::FxHashSet as HashSet;
use std::os::raw::c_char;

extern "C" {
    // src/materialize.cpp
    fn divm_llvm_materialize(f: LLVMValueRef, message: *mut *mut c_char) -> i32;
}

/// A module whose function bodies are read on demand.
pub struct LazyModule {
    module: LLVMModuleRef,
    /// (kept for its drop, which frees the module)
    _context: Context,
}

// SAFETY: the module and its context are used by one thread at a time (the
// owner of the `LazyModule`), and LLVM contexts are not tied to the thread
// that made them.
unsafe impl Send for LazyModule {}

impl LazyModule {
    /// Reads the module in `bytes` (which must outlive it: its bodies are
    /// read from there later), without verifying it: for bitcode whose
    /// validity the caller guarantees, as `Module::from_bc_bytes_unverified`.
    pub fn from_bc_bytes(bytes: &'static [u8]) -> Result<LazyModule, String> {
        Module::set_reader_options();
        let context = Context::new();
        // SAFETY: the buffer borrows `bytes`, which live for the whole run;
        // LLVMGetBitcodeModuleInContext2 takes the buffer over, on success
        // and failure alike, so it is not disposed here.
        let module = unsafe {
            let buffer = LLVMCreateMemoryBufferWithMemoryRange(bytes.as_ptr() as *const _, bytes.len(), b"\0".as_ptr() as *const _, 0);
            let mut module: LLVMModuleRef = std::ptr::null_mut();
            if llvm_sys::bit_reader::LLVMGetBitcodeModuleInContext2(context.ctx, buffer, &mut module) != 0 {
                return Err("Failed to parse bitcode".to_owned());
            }
            module
        };
        Ok(LazyModule { module, _context: context })
    }

    /// Reads the body of the function `name` if this module defines it and
    /// its body was not read yet, and adds the names of the functions it
    /// refers to (called, or taken as values in its constants) to `refs`.
    /// Returns whether a body was read.
    pub fn load_body(&mut self, name: &str, refs: &mut Vec<String>) -> Result<bool, String> {
        let Ok(cname) = std::ffi::CString::new(name) else { return Ok(false) };
        // SAFETY: `self.module` is a live module of `self.context`; every
        // value handled below belongs to it.
        unsafe {
            let f = LLVMGetNamedFunction(self.module, cname.as_ptr());
            if f.is_null() || LLVMIsDeclaration(f) != 0 || LLVMCountBasicBlocks(f) != 0 {
                return Ok(false);
            }
            let mut message = std::ptr::null_mut();
            if divm_llvm_materialize(f, &mut message) != 0 {
                let text = std::ffi::CStr::from_ptr(message).to_string_lossy().into_owned();
                LLVMDisposeMessage(message);
                return Err(format!("cannot read the body of {}: {}", name, text));
            }
            let mut seen = HashSet::default();
            if LLVMHasPersonalityFn(f) != 0 {
                functions_in(LLVMGetPersonalityFn(f), &mut seen, refs);
            }
            for bb in get_basic_blocks(f) {
                for inst in get_instructions(bb) {
                    for i in 0..LLVMGetNumOperands(inst) {
                        functions_in(LLVMGetOperand(inst, i as u32), &mut seen, refs);
                    }
                }
            }
        }
        Ok(true)
    }

    /// The names of the functions the initialisers of the module's global
    /// variables and aliases refer to.
    pub fn initializer_functions(&self) -> Vec<String> {
        let (mut seen, mut refs) = (HashSet::default(), Vec::new());
        // SAFETY: as in `load_body`.
        unsafe {
            for g in get_globals(self.module) {
                let init = LLVMGetInitializer(g);
                if !init.is_null() {
                    functions_in(init, &mut seen, &mut refs);
                }
            }
            for a in get_global_aliases(self.module) {
                functions_in(a, &mut seen, &mut refs);
            }
        }
        refs
    }

    /// The module, with the bodies read so far.
    pub fn into_module(self) -> Module {
        Module::from_llvm_ref(self.module)
    }
}

/// Adds the names of the functions in the value `v` to `refs`: `v` itself,
/// an alias's target, or the operands of a constant (an expression, an
/// aggregate, a block address), recursively. Global variables end the walk:
/// their initialisers are `initializer_functions`'.
unsafe fn functions_in(v: LLVMValueRef, seen: &mut HashSet<LLVMValueRef>, refs: &mut Vec<String>) {
    if v.is_null() || !seen.insert(v) {
        return;
    }
    if !LLVMIsAFunction(v).is_null() {
        refs.push(get_value_name(v));
    } else if !LLVMIsAGlobalAlias(v).is_null() {
        refs.push(get_value_name(v));
        functions_in(LLVMAliasGetAliasee(v), seen, refs);
    } else if !LLVMIsAConstant(v).is_null() && LLVMIsAGlobalValue(v).is_null() {
        for i in 0..LLVMGetNumOperands(v) {
            functions_in(LLVMGetOperand(v, i as u32), seen, refs);
        }
    }
}
