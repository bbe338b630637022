// divm patch 7: the one LLVM call the C API lacks. A module read lazily
// (LLVMGetBitcodeModuleInContext2) keeps its function bodies unread until
// they are materialised; this reads one.
#include <llvm-c/Core.h>
#include <llvm/IR/Function.h>
#include <llvm/Support/Error.h>
#include <cstring>
#include <string>

// Reads the body of function `f` if it is not read yet. Returns 0, or 1 and
// an error message in `*message` (free it with LLVMDisposeMessage).
extern "C" int divm_llvm_materialize(LLVMValueRef f, char **message) {
    llvm::Function *fn = llvm::unwrap<llvm::Function>(f);
    if (llvm::Error e = fn->materialize()) {
        *message = LLVMCreateMessage(llvm::toString(std::move(e)).c_str());
        return 1;
    }
    return 0;
}
