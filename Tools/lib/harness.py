"""The one harness of the Tools/ test scripts: checks, sections, the closing line, the exit status, a results file.

A script imports it (Tools/lib is beside the scripts):

    sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "lib"))
    from harness import check, section, finish

    section("the REPL")                     # prints "== the REPL"; failures carry the section they happened in
    check("help prints the commands", ok, detail)   # prints "PASS name" or "FAIL name: detail"; returns ok
    finish()                                # prints "N passed, N failed", writes the results file, exits 1 on a failure

`--results FILE` anywhere on a script's command line (or LIMELIGHT_TEST_RESULTS=FILE in its environment) writes, when the
script finishes, a JSON object {"script", "passed", "failed", "failures": [{"name", "section", "detail"}], "seconds"}
to FILE, atomically. The option is taken off sys.argv when this module is imported, so a script's own argument parsing
never sees it. Bash scripts use Tools/lib/harness.sh, which writes the same file through `harness.py write`.
"""
import json
import os
import sys
import tempfile
import time

RESULTS_ENV = "LIMELIGHT_TEST_RESULTS"
DETAIL_LIMIT = 4000  # characters of a failure's detail kept in the results file


def take_results_option(argv):
    """Removes `--results FILE` / `--results=FILE` from argv (in place); returns FILE or None."""
    found = None
    i = 1
    while i < len(argv):
        arg = argv[i]
        if arg == "--results" and i + 1 < len(argv):
            found = argv[i + 1]
            del argv[i:i + 2]
        elif arg.startswith("--results="):
            found = arg.split("=", 1)[1]
            del argv[i]
        else:
            i += 1
    return found


def write_results(path, script, passed, failed, failures, seconds):
    """Writes the results object to path atomically (temp file in the same folder, fsync, rename)."""
    payload = {
        "script": script,
        "passed": passed,
        "failed": failed,
        "failures": [{"name": f["name"], "section": f.get("section"), "detail": (f.get("detail") or "")[:DETAIL_LIMIT]}
                     for f in failures],
        "seconds": round(seconds, 3),
    }
    folder = os.path.dirname(os.path.abspath(path))
    os.makedirs(folder, exist_ok=True)
    fd, tmp = tempfile.mkstemp(prefix=".results-", dir=folder)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            json.dump(payload, handle, indent=2, sort_keys=True)
            handle.write("\n")
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(tmp, path)
    except BaseException:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        raise


class Harness:
    """Counts checks; prints PASS/FAIL lines and the closing "N passed, N failed"."""

    def __init__(self, script=None, results=None):
        self.script = script or os.path.basename(sys.argv[0] or "script")
        self.results = results
        self.passed = 0
        self.failed = 0
        self.failures = []
        self.current_section = None
        self.start = time.monotonic()

    def section(self, title, show=True):
        """Starts a section: later failures name it. Prints "== title" unless show is False."""
        self.current_section = title
        if show:
            print(f"== {title}", flush=True)

    def passed_check(self, name, quiet=False):
        self.passed += 1
        if not quiet:
            print(f"PASS {name}", flush=True)

    def failed_check(self, name, detail=""):
        self.failed += 1
        detail = "" if detail is None else str(detail)
        self.failures.append({"name": name, "section": self.current_section, "detail": detail})
        print(f"FAIL {name}" + (f": {detail}" if detail else ""), flush=True)

    def check(self, name, ok, detail="", quiet=False):
        """One check: PASS when ok is truthy (printed unless quiet), else FAIL with the detail. Returns bool(ok)."""
        if ok:
            self.passed_check(name, quiet)
        else:
            self.failed_check(name, detail)
        return bool(ok)

    def summary(self):
        """Prints the closing line and writes the results file; returns the exit status (1 when anything failed)."""
        print(f"{self.passed} passed, {self.failed} failed", flush=True)
        if self.results:
            write_results(self.results, self.script, self.passed, self.failed, self.failures, time.monotonic() - self.start)
        return 1 if self.failed else 0

    def finish(self):
        """summary(), then exits with its status."""
        sys.exit(self.summary())


def _default():
    results = take_results_option(sys.argv) or os.environ.get(RESULTS_ENV) or None
    # Absolute now: a script may change its folder before it finishes.
    return Harness(results=os.path.abspath(results) if results else None)


if __name__ == "__main__" and len(sys.argv) >= 2 and sys.argv[1] == "write":
    # harness.py write FILE SCRIPT PASSED FAILED SECONDS FAILURES-FILE: the results file of a bash script (harness.sh).
    # FAILURES-FILE holds one failure per record, records separated by NUL, each "section\x1fname\x1fdetail".
    _, _, out, script, n_pass, n_fail, seconds, failures_file = sys.argv[:8]
    failures = []
    with open(failures_file, encoding="utf-8", errors="replace") as fh:
        for record in fh.read().split("\0"):
            if record.strip():
                section_name, name, detail = (record.split("\x1f") + ["", "", ""])[:3]
                failures.append({"name": name, "section": section_name or None, "detail": detail})
    write_results(out, script, int(n_pass), int(n_fail), failures, float(seconds))
    sys.exit(0)

HARNESS = _default()
check = HARNESS.check
section = HARNESS.section
summary = HARNESS.summary
finish = HARNESS.finish
