# The one harness of the Tools/ test scripts, for bash (Tools/lib/harness.py is the same for Python).
#
#   source "$(dirname "$0")/lib/harness.sh"
#   harness_args "$@"; set -- "${HARNESS_ARGS[@]}"   # takes --results FILE off the command line
#   section "the REPL"                # prints "== the REPL"; failures carry the section they happened in
#   pass NAME                         # prints "PASS NAME"
#   fail NAME [DETAIL]                # prints "FAIL NAME" (": DETAIL" when given)
#   check NAME STATUS [DETAIL]        # pass when STATUS is 0, else fail; DETAIL is printed below the FAIL line (20 lines)
#   finish                            # prints "N passed, N failed", writes the results file, exits 1 on a failure
#
# --results FILE (or LIMELIGHT_TEST_RESULTS=FILE) writes {"script", "passed", "failed", "failures", "seconds"} as JSON.
HARNESS_LIB="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
HARNESS_SCRIPT="$(basename "$0")"
HARNESS_RESULTS="${LIMELIGHT_TEST_RESULTS:+$(realpath -m "$LIMELIGHT_TEST_RESULTS")}"
HARNESS_START=$(date +%s.%N)
HARNESS_SECTION=""
HARNESS_FAILURES="$(mktemp "${TMPDIR:-/tmp}/harness-failures.XXXXXX")"
passed=0
failed=0
HARNESS_ARGS=()

harness_args() {  # harness_args "$@": HARNESS_ARGS is the arguments less --results FILE (made absolute)
    HARNESS_ARGS=()
    while [[ $# -gt 0 ]]; do
        case "$1" in
            --results) HARNESS_RESULTS="$(realpath -m "${2:-results.json}")"; shift; [[ $# -gt 0 ]] && shift ;;
            --results=*) HARNESS_RESULTS="$(realpath -m "${1#--results=}")"; shift ;;
            *) HARNESS_ARGS+=("$1"); shift ;;
        esac
    done
}

section() { HARNESS_SECTION="$1"; echo "== $1"; }

harness_record() {  # harness_record NAME DETAIL: one failure record for the results file
    printf '%s\x1f%s\x1f%s\0' "$HARNESS_SECTION" "$1" "${2:-}" >>"$HARNESS_FAILURES"
}

pass() { echo "PASS $1"; passed=$((passed + 1)); }

fail() {
    if [[ -n "${2:-}" ]]; then echo "FAIL $1: $2"; else echo "FAIL $1"; fi
    failed=$((failed + 1)); harness_record "$1" "${2:-}"
}

check() {  # check NAME STATUS [DETAIL]
    if [[ $2 -eq 0 ]]; then
        pass "$1"
    else
        failed=$((failed + 1)); echo "FAIL $1"; [[ -n "${3:-}" ]] && echo "$3" | head -20
        harness_record "$1" "$(echo "${3:-}" | head -20)"
    fi
    return 0
}

harness_summary() {  # prints the closing line, writes the results file; returns 1 when anything failed
    echo "$passed passed, $failed failed"
    if [[ -n "$HARNESS_RESULTS" ]]; then
        local seconds
        seconds=$(awk -v a="$HARNESS_START" -v b="$(date +%s.%N)" 'BEGIN { printf "%.3f", b - a }')
        python3 "$HARNESS_LIB/harness.py" write "$HARNESS_RESULTS" "$HARNESS_SCRIPT" "$passed" "$failed" "$seconds" \
            "$HARNESS_FAILURES" || echo "harness: could not write $HARNESS_RESULTS" >&2
    fi
    rm -f "$HARNESS_FAILURES"
    [[ $failed -eq 0 ]]
}

finish() { harness_summary; exit $?; }
