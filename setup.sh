#!/usr/bin/env bash
# Installs what divm needs on a fresh Debian machine (bookworm or later):
# the LLVM 19 toolchain it compiles and loads C with, and the tools its test
# suite uses. Safe to run again: it installs only what is missing.
set -euo pipefail

need=()
have() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
# z3: the SMT solver of `divm check --symbolic` (spoken to over a pipe).
for p in clang-19 llvm-19 llvm-19-dev libpolly-19-dev zlib1g-dev libzstd-dev python3 csmith libcsmith-dev z3; do
    have "$p" || need+=("$p")
done
if [ ${#need[@]} -gt 0 ]; then
    SUDO=""
    if [ "$(id -u)" != 0 ]; then SUDO="sudo"; fi
    echo "setup: installing ${need[*]}" >&2
    $SUDO apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $SUDO apt-get install -y -qq "${need[@]}" >/dev/null
fi
if ! command -v cargo >/dev/null 2>&1; then
    echo "setup: cargo (Rust) is required; install it with your distribution or rustup" >&2
    exit 1
fi
