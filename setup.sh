#!/usr/bin/env bash
# Installs what divm needs on a fresh Debian machine (bookworm or later):
# the LLVM 19 toolchain it compiles and loads C with, and the tools its test
# suite uses. Safe to run again: it installs only what is missing.
set -euo pipefail

need=()
have() { dpkg-query -W -f='${Status}' "$1" 2>/dev/null | grep -q "install ok installed"; }
# z3: the SMT solver of `divm check --symbolic` (spoken to over a pipe).
# python3-venv: the tests' Python tools (below). graphviz: `divm draw -o X.svg`.
# chromium: the tests render `--report=html` pages headless. tmux: the tests
# of the live progress display.
for p in clang-19 llvm-19 llvm-19-dev libpolly-19-dev zlib1g-dev libzstd-dev python3 python3-venv csmith libcsmith-dev z3 graphviz chromium tmux; do
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

# The tests' Python tools, from PyPI in a venv of their own (target/pyenv):
# jsonschema validates SARIF reports and witnesses (read by PyYAML),
# BenchExec tests the tool-info module, html5lib parses HTML reports strictly.
cd "$(dirname "$0")"
venv=target/pyenv
if ! "$venv/bin/python3" -c 'import jsonschema, benchexec, yaml, html5lib' 2>/dev/null; then
    echo "setup: installing jsonschema, benchexec, pyyaml and html5lib into $venv" >&2
    python3 -m venv "$venv"
    # (pip through the venv's python: a copied venv's pip script names its old place)
    "$venv/bin/python3" -m pip install -q --disable-pip-version-check jsonschema benchexec pyyaml html5lib
fi
# The SARIF 2.1.0 JSON schema (OASIS, errata 01), as Microsoft's jest-sarif
# package ships it on the npm registry; checked by its hash.
schema=target/schemas/sarif-2.1.0-rtm.5.json
if [ ! -f "$schema" ]; then
    echo "setup: fetching the SARIF 2.1.0 schema" >&2
    "$venv/bin/python3" - "$schema" <<'PY'
import hashlib, io, os, sys, tarfile, urllib.request
url = "https://registry.npmjs.org/@microsoft/jest-sarif/-/jest-sarif-1.0.0-beta.0.tgz"
member = "package/lib/schemas/sarif-2.1.0-rtm.5.json"
sha256 = "2d99159ae54a3eea97f81781cff48780548657c35949f4b7f25e99a2ba4de4f8"
data = tarfile.open(fileobj=io.BytesIO(urllib.request.urlopen(url, timeout=60).read())).extractfile(member).read()
if hashlib.sha256(data).hexdigest() != sha256:
    sys.exit("setup: the SARIF schema's hash is not the expected one")
os.makedirs(os.path.dirname(sys.argv[1]), exist_ok=True)
open(sys.argv[1], "wb").write(data)
PY
fi
