#!/usr/bin/env python3
"""The language server at scale, measured as an editor drives it (Tools/bench runs it with BENCH_LSP=1).

Usage: Tools/lsp-bench.py LIMELIGHT [MEGABYTES]   (default 5)
       Tools/lsp-bench.py --first-diagnostics [--wrap 'COMMAND …'] [--scenario PATH] LIMELIGHT [MEGABYTES]
       Tools/lsp-bench.py --edit-cost LIMELIGHT

A generated scenario of MEGABYTES (commands, sections, golden output, one error), three rounds of `limelight check` then
`limelight serve` (a fresh server each round) over stdio:
  - first diagnostics: didOpen (from before the client encodes it) until the publishDiagnostics of that version,
    median of 3, against check's median (ratio); and the CPU time (user + system) each spent for it: check's whole
    run, the server's from its start until the diagnostics arrive (so the ratio holds under load too when it is <= 1);
  - edit: 100 one-character edits at seeded random lines, each waited for (didChange until the publishDiagnostics of
    its version), p50 and p99;
  - completion during a burst: 300 edits sent as fast as the pipe takes them, a completion request after every tenth,
    each completion's latency (p50, p99), then the time until the newest version's diagnostics.
Edits are incremental (a range) when the server offers change 2, whole texts otherwise. Prints `bench: lsp-…` lines.

`--first-diagnostics` measures one server from its start to its first diagnostics and nothing else, for a profiler or
`/usr/bin/time` given as `--wrap` (e.g. `--wrap 'valgrind --tool=callgrind'`, `--wrap '/usr/bin/time -f "%U %S %M"'`):
it writes the scenario (to `--scenario PATH` when given, for `limelight check PATH` under the same wrapper), starts
`WRAP LIMELIGHT serve`, sends `initialize`, `initialized` and the `didOpen`, and when the `publishDiagnostics` of it
arrives stops the server with SIGTERM (a profiler still writes its counts; the completion replay the server prepares
after publishing is not counted, but for the moment the signal takes). Prints the wall time from the `didOpen` to the
diagnostics and the server's CPU time (user + system, every thread) when they arrive (`/proc`, in clock ticks).

`--edit-cost` asks whether an edit's cost grows with the document: on a 0.05 MB and a 5 MB scenario, a completion on a
quiet server (median of 10), then five rounds of 100 edits sent at once followed by a completion (until its reply).
Prints `bench: lsp-edit-cost-…` lines.
"""
import json, os, random, shlex, signal, statistics, subprocess, sys, tempfile, threading, time, queue


def scenario(megabytes):
    lines = ["title: lsp bench", "tags: bench", "", "device add phone", "app install simplr", "app launch simplr"]
    size, i = 0, 0
    target = int(megabytes * 1_000_000)
    while size < target:
        if i % 500 == 0:
            chunk = [f"## part {i // 500}"]
        else:
            chunk = []
        k = i % 5
        if k == 0:
            chunk.append(f'spotlight index n{i} --title "Task number {i}" --keywords a,b --description "Something to do {i}"')
        elif k == 1:
            chunk += ["clock advance 1s", "> now: 2026-01-05T09:00:01Z"]
        elif k == 2:
            chunk.append(f"spotlight search \"Task {i}\" --max 3")
        elif k == 3:
            chunk.append(f"expect spotlight count >= 0")
        else:
            chunk.append(f"spotlight query 'title == \"Task number {i}\"c'")
        for l in chunk:
            size += len(l) + 1
        lines += chunk
        i += 1
    lines.insert(len(lines) // 2, "clock advance nonsense")
    return lines


class Server:
    def __init__(self, binary, wrap=()):
        self.proc = subprocess.Popen([*wrap, binary, "serve"], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=None if wrap else subprocess.DEVNULL)
        self.inbox = queue.Queue()
        self.next_id = 0
        threading.Thread(target=self.reader, daemon=True).start()

    def reader(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                header = out.readline()
                if not header:
                    self.inbox.put(None)
                    return
                header = header.strip()
                if not header:
                    break
                if header.lower().startswith(b"content-length:"):
                    length = int(header.split(b":")[1])
            body = out.read(length)
            self.inbox.put((time.perf_counter(), json.loads(body)))

    @staticmethod
    def frame(message):
        body = json.dumps(message).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def write(self, frame):
        self.proc.stdin.write(frame)
        self.proc.stdin.flush()

    def send(self, message):
        self.write(self.frame(message))

    def request(self, method, params):
        self.next_id += 1
        self.send({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})
        return self.next_id

    def notify(self, method, params):
        self.send({"jsonrpc": "2.0", "method": method, "params": params})

    def wait(self, predicate, timeout=600):
        deadline = time.perf_counter() + timeout
        while True:
            item = self.inbox.get(timeout=max(0.01, deadline - time.perf_counter()))
            if item is None:
                raise SystemExit("lsp-bench: the server ended")
            if predicate(item[1]):
                return item


def cpu_seconds(pid):
    """User + system CPU time of a running process so far, all its threads (ended ones included), from /proc."""
    with open(f"/proc/{pid}/stat") as f:
        fields = f.read().rsplit(")", 1)[1].split()
    return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")


def percentile(values, p):
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(p / 100 * (len(ordered) - 1))))]


def descendants(pid):
    """The processes below `pid`, nearest first (from /proc's children lists)."""
    found, todo = [], [pid]
    while todo:
        p = todo.pop(0)
        try:
            with open(f"/proc/{p}/task/{p}/children") as f:
                children = [int(c) for c in f.read().split()]
        except OSError:
            children = []
        found += children
        todo += children
    return found


def first_diagnostics(binary, megabytes, wrap, scenario_path):
    """One server, start to first diagnostics, under `wrap` (see the module's doc)."""
    text = "\n".join(scenario(megabytes)) + "\n"
    path = scenario_path or os.path.join(tempfile.mkdtemp(), "big.scenario")
    with open(path, "w") as f:
        f.write(text)
    uri = "file://" + os.path.abspath(path)
    server, _ = initialized(binary, os.path.dirname(os.path.abspath(path)), wrap)
    opening = server.frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                            "params": {"textDocument": {"uri": uri, "languageId": "scenario", "version": 1, "text": text}}})
    start = time.perf_counter()
    server.write(opening)
    at, message = server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics"
                              and m["params"].get("uri") == uri and m["params"].get("version") == 1)
    # The server itself: the wrapper's process when the wrapper runs it in place (valgrind), else its child.
    serving = [p for p in [server.proc.pid] + descendants(server.proc.pid) if b"serve" in open(f"/proc/{p}/cmdline", "rb").read()]
    cpu = cpu_seconds(serving[-1])  # before the completion replay it prepares after publishing gets far
    os.kill(serving[-1], signal.SIGTERM)
    server.proc.wait(timeout=600)
    print(f"bench: lsp-first-diagnostics-only {len(text.encode()) / 1e6:.1f}MB {(at - start) * 1000:.1f}ms "
          f"cpu-until-diagnostics={cpu * 1000:.0f}ms diagnostics={len(message['params']['diagnostics'])} scenario={path}")


def written_scenario(megabytes, name):
    """The generated scenario of `megabytes`, written as `name` in a fresh temporary folder: its lines, its text, the
    folder, the file's path and its uri."""
    lines = scenario(megabytes)
    text = "\n".join(lines) + "\n"
    work = tempfile.mkdtemp()
    path = os.path.join(work, name)
    with open(path, "w") as f:
        f.write(text)
    return lines, text, work, path, "file://" + path


def initialized(binary, work, wrap=()):
    """A fresh `limelight serve` (under `wrap`) with the workspace `work`, after `initialize` and `initialized`, and
    the reply to `initialize`."""
    server = Server(binary, wrap)
    rid = server.request("initialize", {"processId": None, "rootUri": "file://" + work, "capabilities": {}})
    _, reply = server.wait(lambda m: m.get("id") == rid)
    server.notify("initialized", {})
    return server, reply


def edit_cost(binary):
    """`--edit-cost` (see the module's doc)."""
    for megabytes in (0.05, 5):
        lines, text, work, path, uri = written_scenario(megabytes, "edits.scenario")
        server, _ = initialized(binary, work)
        server.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "limelight", "version": 1, "text": text}})
        server.wait(lambda m: m.get("method") == "textDocument/publishDiagnostics")
        rng, version = random.Random(1), 1

        def completion(line):
            start = time.perf_counter()
            rid = server.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": line, "character": 0}})
            at, _ = server.wait(lambda m: m.get("id") == rid)
            return at - start

        quiet = []
        for _ in range(10):
            time.sleep(0.3)
            quiet.append(completion(5))
        rounds = []
        for _ in range(5):
            time.sleep(0.5)
            start = time.perf_counter()
            for _ in range(100):
                version += 1
                n = rng.randrange(len(lines) // 2, len(lines))
                server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [
                    {"range": {"start": {"line": n, "character": 0}, "end": {"line": n, "character": 0}}, "text": "x"}]})
            rid = server.request("textDocument/completion", {"textDocument": {"uri": uri}, "position": {"line": n, "character": 0}})
            at, _ = server.wait(lambda m: m.get("id") == rid)
            rounds.append(at - start)
        server.proc.kill()
        size = f"{len(text.encode()) / 1e6:.2f}MB"
        print(f"bench: lsp-edit-cost-{size} quiet-completion={statistics.median(quiet) * 1000:.1f}ms "
              f"100-edits-then-completion={statistics.median(rounds) * 1000:.1f}ms "
              f"(rounds {'/'.join(f'{r * 1000:.0f}' for r in rounds)})")


def main():
    if len(sys.argv) > 2 and sys.argv[1] == "--edit-cost":
        edit_cost(sys.argv[2])
        return
    if len(sys.argv) > 1 and sys.argv[1] == "--first-diagnostics":
        args, wrap, scenario_path = sys.argv[2:], (), None
        while args and args[0] in ("--wrap", "--scenario"):
            if args[0] == "--wrap":
                wrap = tuple(shlex.split(args[1]))
            else:
                scenario_path = args[1]
            args = args[2:]
        first_diagnostics(args[0], float(args[1]) if len(args) > 1 else 5, wrap, scenario_path)
        return
    binary = sys.argv[1]
    megabytes = float(sys.argv[2]) if len(sys.argv) > 2 else 5
    lines, text, work, path, uri = written_scenario(megabytes, "big.scenario")

    def diagnostics_of(version):
        return lambda m: m.get("method") == "textDocument/publishDiagnostics" and m["params"].get("uri") == uri \
            and m["params"].get("version") == version

    def stopped(server):
        rid = server.request("shutdown", None)
        server.wait(lambda m: m.get("id") == rid)
        server.notify("exit", None)
        server.proc.wait(timeout=30)

    # Three rounds, each `limelight check` then a fresh server's first diagnostics, so both medians come from the same
    # moments of a machine whose load changes. The clock starts before the client encodes the didOpen (the encoding,
    # about 30 ms in Python's json module for 5 MB, is timed apart as client-encoding and counted in the server's time).
    # CPU time too (user + system, every thread): check's whole run, the server's from its start until the diagnostics
    # arrive (read from /proc at that moment, so the completion replay it prepares afterwards is not counted).
    checks, firsts, encodings, check_cpus, serve_cpus = [], [], [], [], []
    for round in range(3):
        start = time.perf_counter()
        process = subprocess.Popen([binary, "check", path], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        _, _, usage = os.wait4(process.pid, 0)
        checks.append(time.perf_counter() - start)
        check_cpus.append(usage.ru_utime + usage.ru_stime)
        server, reply = initialized(binary, work)
        start = time.perf_counter()
        opening = server.frame({"jsonrpc": "2.0", "method": "textDocument/didOpen",
                                "params": {"textDocument": {"uri": uri, "languageId": "scenario", "version": 1, "text": text}}})
        encodings.append(time.perf_counter() - start)
        server.write(opening)
        at, _ = server.wait(diagnostics_of(1))
        serve_cpus.append(cpu_seconds(server.proc.pid))
        firsts.append(at - start)
        if round < 2:
            stopped(server)
    check, first, encoding = statistics.median(checks), statistics.median(firsts), statistics.median(encodings)
    sync = reply["result"]["capabilities"].get("textDocumentSync", {})
    incremental = (sync.get("change") if isinstance(sync, dict) else sync) == 2

    rng = random.Random(7)
    version = 1
    current = list(lines)

    def edit():
        nonlocal version
        version += 1
        n = rng.randrange(6, len(current))
        line = current[n]
        col = rng.randrange(0, len(line) + 1)
        current[n] = line[:col] + "x" + line[col:]
        if incremental:
            change = {"range": {"start": {"line": n, "character": col}, "end": {"line": n, "character": col}}, "text": "x"}
        else:
            change = {"text": "\n".join(current) + "\n"}
        server.notify("textDocument/didChange", {"textDocument": {"uri": uri, "version": version}, "contentChanges": [change]})
        return n

    edits = []
    for _ in range(100):
        start = time.perf_counter()
        edit()
        at, _ = server.wait(diagnostics_of(version))
        edits.append(at - start)

    completions = []
    burst_start = time.perf_counter()
    for k in range(300):
        n = edit()
        if k % 10 == 9:
            start = time.perf_counter()
            rid = server.request("textDocument/completion", {"textDocument": {"uri": uri},
                                                            "position": {"line": n, "character": 0}})
            at, _ = server.wait(lambda m, rid=rid: m.get("id") == rid)
            completions.append(at - start)
    at, _ = server.wait(diagnostics_of(version))
    settled = at - burst_start
    stopped(server)

    mb = f"{len(text.encode()) / 1e6:.1f}MB"
    ms = lambda s: f"{s * 1000:.1f}ms"
    print(f"bench: lsp-first-diagnostics-{mb} limelight-serve={ms(first)} limelight-check={ms(check)} ratio={first / check:.3f} (target <= 1) "
          f"client-encoding={ms(encoding)} rounds serve/check={'/'.join(ms(f) for f in firsts)} vs {'/'.join(ms(c) for c in checks)}")
    check_cpu, serve_cpu = statistics.median(check_cpus), statistics.median(serve_cpus)
    print(f"bench: lsp-first-diagnostics-cpu-{mb} limelight-serve={ms(serve_cpu)} limelight-check={ms(check_cpu)} "
          f"ratio={serve_cpu / check_cpu:.3f} (user+system; the server's from its start until the diagnostics arrive) "
          f"rounds serve/check={'/'.join(ms(c) for c in serve_cpus)} vs {'/'.join(ms(c) for c in check_cpus)}")
    print(f"bench: lsp-edit-diagnostics-{mb} sync={'incremental' if incremental else 'full'} p50={ms(percentile(edits, 50))} "
          f"p99={ms(percentile(edits, 99))} (target p99 < 50ms)")
    print(f"bench: lsp-completion-during-300-edits-{mb} p50={ms(percentile(completions, 50))} p99={ms(percentile(completions, 99))} "
          f"(target p99 < 20ms) newest-diagnostics-after-burst={ms(settled)}")


if __name__ == "__main__":
    main()
