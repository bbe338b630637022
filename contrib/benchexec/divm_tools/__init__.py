# BenchExec tool-info modules for divm (tool name `divm_tools.divm` with this
# folder on PYTHONPATH; or copy divm.py into benchexec/tools/ as `divm`).
