# BenchExec tool-info module for divm, a model checker for C programs
# (docs/svcomp.md): tool `divm_tools.divm` with contrib/benchexec on
# PYTHONPATH, or this file copied into benchexec/tools/ as `divm`.

import re

import benchexec.result as result
import benchexec.tools.template
from benchexec.tools.sv_benchmarks_util import get_data_model_from_task, ILP32, LP64


class Tool(benchexec.tools.template.BaseTool2):
    """divm: `divm check --property PRP [--data-model M] FILE.c`; the last
    line of its output is SV-COMP's answer, `divm: result: ...`."""

    # What a false answer may name, as divm prints it: exactly BenchExec's
    # result strings.
    FALSE_RESULTS = {
        result.RESULT_FALSE_REACH,
        result.RESULT_FALSE_DEREF,
        result.RESULT_FALSE_FREE,
        result.RESULT_FALSE_MEMTRACK,
        result.RESULT_FALSE_MEMCLEANUP,
        result.RESULT_FALSE_OVERFLOW,
        result.RESULT_FALSE_DATARACE,
        result.RESULT_FALSE_TERMINATION,
    }

    def executable(self, tool_locator):
        return tool_locator.find_executable("divm", subdir="bin")

    def name(self):
        return "divm"

    def project_url(self):
        return None

    def version(self, executable):
        # `divm --version` prints "divm X.Y.Z".
        return self._version_from_tool(executable).replace("divm", "").strip()

    def cmdline(self, executable, options, task, rlimits):
        cmd = [executable, "check"] + list(options)
        if task.property_file:
            cmd += ["--property", task.property_file]
        data_model = get_data_model_from_task(task, {ILP32: "ILP32", LP64: "LP64"})
        if data_model:
            cmd += ["--data-model", data_model]
        return cmd + list(task.input_files_or_identifier)

    def determine_result(self, run):
        for line in reversed(run.output):
            m = re.match(r"^divm: result: (\S+)\s*$", line)
            if not m:
                continue
            answer = m.group(1)
            if answer == "true":
                return result.RESULT_TRUE_PROP
            if answer in self.FALSE_RESULTS:
                return answer
            if answer == "unknown":
                return result.RESULT_UNKNOWN
            return result.RESULT_ERROR + "(" + answer + ")"
        # No answer: divm stopped with a one-line message (exit 3 usage or
        # input, 4 and above its own failures), or was killed.
        if run.was_timeout:
            return result.RESULT_TIMEOUT
        last = next((line for line in reversed(run.output) if line.strip()), "")
        if last.startswith("divm: "):
            return result.RESULT_ERROR + "(" + last[len("divm: ") :][:60] + ")"
        return result.RESULT_ERROR
