"""Drives `limelight serve` with pytest-lsp (a real LSP client built on pygls) and validates `--junit` with junitparser."""
import os
import pathlib
import subprocess
import sys

import pytest
import pytest_lsp
from junitparser import JUnitXml, Failure, Skipped
from lsprotocol import types
from pytest_lsp import ClientServerConfig, LanguageClient

BIN = os.environ.get("LIMELIGHT_BIN", ".build/debug/limelight")
HERE = pathlib.Path(__file__).parent
FIXTURES = HERE / "fixtures"
TYPO = "title: Grüße 🎉 — ein Tippfehler\n\n\"🎉\" x\nhepl device\n"


@pytest_lsp.fixture(config=ClientServerConfig(server_command=[BIN, "serve"]))
async def client(lsp_client: LanguageClient):
    await lsp_client.initialize_session(types.InitializeParams(capabilities=types.ClientCapabilities()))
    yield
    await lsp_client.shutdown_session()


def plain(value):
    """pygls turns custom results into namedtuples; back to dicts and lists."""
    if hasattr(value, "_asdict"):
        return {k: plain(v) for k, v in value._asdict().items()}
    if isinstance(value, (list, tuple)):
        return [plain(v) for v in value]
    return value


def open_doc(client, uri, text):
    client.text_document_did_open(types.DidOpenTextDocumentParams(
        text_document=types.TextDocumentItem(uri=uri, language_id="scenario", version=1, text=text)))


async def diagnostics_for(client, uri):
    await client.wait_for_notification(types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS)
    return client.diagnostics[uri]


@pytest.mark.asyncio
async def test_squiggle_under_misspelled_command_in_utf16(client: LanguageClient):
    uri = "file:///tmp/typo.scenario"
    open_doc(client, uri, TYPO)
    diags = await diagnostics_for(client, uri)
    typo = [d for d in diags if d.range.start.line == 3]
    assert len(typo) == 1, diags
    d = typo[0]
    assert d.severity == types.DiagnosticSeverity.Error
    assert (d.range.start.character, d.range.end.character) == (0, 4)
    assert "did you mean 'help'" in d.message
    emoji = [d for d in diags if d.range.start.line == 2][0]
    assert emoji.range.end.character == 4  # '"🎉"' is four UTF-16 code units


@pytest.mark.asyncio
async def test_change_clears_diagnostics(client: LanguageClient):
    uri = "file:///tmp/change.scenario"
    open_doc(client, uri, "hepl\n")
    assert len(await diagnostics_for(client, uri)) == 1
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text="help\n")]))
    assert list(await diagnostics_for(client, uri)) == []


@pytest.mark.asyncio
async def test_completion_he_to_help(client: LanguageClient):
    uri = "file:///tmp/complete.scenario"
    open_doc(client, uri, "he\n")
    await diagnostics_for(client, uri)
    result = await client.text_document_completion_async(types.CompletionParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=2)))
    items = result.items if hasattr(result, "items") else result
    assert "help" in [i.label for i in items]


@pytest.mark.asyncio
async def test_hover_shows_help(client: LanguageClient):
    uri = "file:///tmp/hover.scenario"
    open_doc(client, uri, "device add phone\n")
    await diagnostics_for(client, uri)
    hover = await client.text_document_hover_async(types.HoverParams(
        text_document=types.TextDocumentIdentifier(uri=uri), position=types.Position(line=0, character=2)))
    assert "usage: device add" in hover.contents.value


@pytest.mark.asyncio
async def test_symbols_and_code_lens(client: LanguageClient):
    uri = (FIXTURES / "passing.scenario").resolve().as_uri()
    open_doc(client, uri, (FIXTURES / "passing.scenario").read_text())
    await diagnostics_for(client, uri)
    symbols = await client.text_document_document_symbol_async(types.DocumentSymbolParams(
        text_document=types.TextDocumentIdentifier(uri=uri)))
    assert [s.name for s in symbols] == ["Setup", "Check"]
    lenses = await client.text_document_code_lens_async(types.CodeLensParams(text_document=types.TextDocumentIdentifier(uri=uri)))
    assert lenses[0].command.command == "limelight.runScenario"


@pytest.mark.asyncio
async def test_run_scenario_reports_pass_and_fail(client: LanguageClient):
    for name, status in [("passing.scenario", "passed"), ("failing.scenario", "failed")]:
        uri = (FIXTURES / name).resolve().as_uri()
        open_doc(client, uri, (FIXTURES / name).read_text())
        await diagnostics_for(client, uri)
        result = plain(await client.workspace_execute_command_async(types.ExecuteCommandParams(
            command="limelight.runScenario", arguments=[uri])))
        assert result["status"] == status  # the diagnostics notification precedes the response
        diags = client.diagnostics[uri]
        errors = [d for d in diags if d.severity == types.DiagnosticSeverity.Error]
        passes = [d for d in diags if d.severity == types.DiagnosticSeverity.Hint]
        if status == "passed":
            assert not errors and len(passes) == 2
        else:
            assert len(errors) == 1 and errors[0].range.start.line == 4 and passes


@pytest.mark.asyncio
async def test_nrepl_style_session(client: LanguageClient):
    async def send(method, params):
        return plain(await client.protocol.send_request_async(method, params))
    opened = await send("limelight/openSession", {"seed": 7})
    sid = opened["sessionId"]
    r = await send("limelight/eval", {"sessionId": sid, "line": "device add phone"})
    assert r["output"] == ["added iOS 18.0 device 'phone' (UTC)"]
    assert r["state"]["selectedDevice"] == "phone"
    assert r["status"] == ["done"]
    r = await send("limelight/eval", {"sessionId": sid, "line": "expect device state == locked"})
    assert r["failed"] and r["expectationFailure"]["message"]
    r = await send("limelight/eval", {"sessionId": sid, "line": "hepl"})
    assert r["diagnostics"][0]["code"] == "unknown-command"
    c = await send("limelight/complete", {"sessionId": sid, "line": "he"})
    assert c["candidates"] == ["help"]
    d = await send("limelight/describe", {})
    assert any(cmd["name"] == "device add" for cmd in d["commands"])
    assert (await send("limelight/interrupt", {"sessionId": sid}))["interrupted"] is False
    assert (await send("limelight/closeSession", {"sessionId": sid}))["closed"] is True


@pytest.mark.asyncio
async def test_unknown_method_is_an_error_and_server_goes_on(client: LanguageClient):
    async def send(method, params):
        return plain(await client.protocol.send_request_async(method, params))
    with pytest.raises(Exception) as err:
        await send("limelight/nope", {})
    assert "-32601" in repr(err.value) or "Method not found" in str(err.value)
    with pytest.raises(Exception):
        await send("limelight/eval", {"sessionId": "zzz", "line": "help"})
    assert (await send("limelight/openSession", {}))["sessionId"]


def run(*args):
    return subprocess.run([BIN, "run", "--no-state", *args], capture_output=True, text=True, timeout=600)


def test_junit_report_parses(tmp_path):
    out = tmp_path / "r.xml"
    p = run(str(FIXTURES), "--junit", str(out))
    assert p.returncode == 1, p.stdout + p.stderr  # failing.scenario fails
    xml = JUnitXml.fromfile(str(out))
    cases = {c.name: c for suite in xml for c in suite}
    assert len(cases) == 4
    failing = next(c for n, c in cases.items() if n.startswith("failing"))
    assert isinstance(failing.result[0], Failure) and "failing.scenario:5" in failing.result[0].message
    skipped = next(c for n, c in cases.items() if n.startswith("skipped"))
    assert isinstance(skipped.result[0], Skipped) and "skip reason" in skipped.result[0].message
    assert next(c for n, c in cases.items() if n.startswith("xfail")).is_passed
    assert next(c for n, c in cases.items() if n.startswith("passing")).is_passed


def test_parallel_equals_serial(tmp_path):
    targets = [str(FIXTURES)] + (["Scenarios"] if pathlib.Path("Scenarios").is_dir() and any(pathlib.Path("Scenarios").rglob("*.scenario")) else [])
    for target in targets:
        serial = run(target, "-j", "1", "--junit", str(tmp_path / "s.xml"), "--json", str(tmp_path / "s.json"))
        parallel = run(target, "-j", "4", "--junit", str(tmp_path / "p.xml"), "--json", str(tmp_path / "p.json"))
        assert serial.stdout == parallel.stdout and serial.returncode == parallel.returncode
        assert (tmp_path / "s.xml").read_bytes() == (tmp_path / "p.xml").read_bytes()
        assert (tmp_path / "s.json").read_bytes() == (tmp_path / "p.json").read_bytes()


def test_selection_shards_and_rerun_failed(tmp_path):
    state = tmp_path / "last-failed"
    assert "1 passed, 0 failed" in run(str(FIXTURES), "--tag", "smoke").stdout
    assert "failing" not in run(str(FIXTURES), "--tag", "!slow").stdout
    assert "1 passed" in run(str(FIXTURES), "--criterion", "LSP-1").stdout
    shards = [run(str(FIXTURES), "--shard", f"{i}/2").stdout for i in (1, 2)]
    names = [line.split()[1] for s in shards for line in s.splitlines() if line.split()[:1] in (["PASS"], ["FAIL"], ["SKIP"], ["XFAIL"])]
    assert sorted(names) == sorted(str(p) for p in FIXTURES.glob("*.scenario")) and len(names) == 4
    subprocess.run([BIN, "run", str(FIXTURES), "--state-file", str(state)], capture_output=True, timeout=600)
    assert "failing.scenario" in state.read_text()
    again = subprocess.run([BIN, "run", str(FIXTURES), "--rerun-failed", "--state-file", str(state)], capture_output=True, text=True, timeout=600)
    assert "0 passed, 1 failed" in again.stdout
    ff = run(str(FIXTURES), "--fail-fast", "-j", "3")
    assert "stopped after the first failure" in ff.stdout and "passing" not in ff.stdout


# --- Incremental sync and the editor features beyond squiggles (issue 15), with emoji and CJK in every document ---

def doc_id(uri):
    return types.TextDocumentIdentifier(uri=uri)


def span(l1, c1, l2, c2):
    return types.Range(start=types.Position(line=l1, character=c1), end=types.Position(line=l2, character=c2))


async def formatted_text(client, uri):
    edits = await client.text_document_formatting_async(types.DocumentFormattingParams(
        text_document=doc_id(uri), options=types.FormattingOptions(tab_size=4, insert_spaces=True)))
    return edits[0].new_text if edits else None


@pytest.mark.asyncio
async def test_incremental_changes_count_utf16_units(client: LanguageClient):
    uri = "file:///tmp/incremental.scenario"
    open_doc(client, uri, "# 🎉 日本\nhepl   device\n")
    assert len(await diagnostics_for(client, uri)) == 1
    # '# 🎉' is four UTF-16 units: insert after the emoji, then fix the typo, in one notification.
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=span(0, 4, 0, 4), text=" x"),
                         types.TextDocumentContentChangePartial(range=span(1, 0, 1, 4), text="help")]))
    assert list(await diagnostics_for(client, uri)) == []
    assert await formatted_text(client, uri) == "# 🎉 x 日本\nhelp device\n"


@pytest.mark.asyncio
async def test_bad_change_is_reported_and_document_kept(client: LanguageClient):
    uri = "file:///tmp/badchange.scenario"
    open_doc(client, uri, "# 🎉\nhelp  device\n")
    await diagnostics_for(client, uri)
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangePartial(range=span(0, 3, 0, 3), text="x")]))  # inside 🎉
    await client.wait_for_notification(types.WINDOW_SHOW_MESSAGE)
    assert any("contentChanges[0]" in m.message and "-32602" in m.message for m in client.messages)
    assert await formatted_text(client, uri) == "# 🎉\nhelp device\n"


@pytest.mark.asyncio
async def test_quick_fixes_from_did_you_mean(client: LanguageClient):
    uri = "file:///tmp/quickfix.scenario"
    open_doc(client, uri, "device add 📱 --platfrm ios\nhepl\n")
    diags = list(await diagnostics_for(client, uri))
    actions = await client.text_document_code_action_async(types.CodeActionParams(
        text_document=doc_id(uri), range=span(0, 0, 1, 4), context=types.CodeActionContext(diagnostics=diags)))
    fixes = {a.title: a.edit.changes[uri][0] for a in actions if a.kind == types.CodeActionKind.QuickFix}
    assert set(fixes) == {"Replace with '--platform'", "Replace with 'help'"}
    option = fixes["Replace with '--platform'"]
    assert (option.range.start.character, option.range.end.character) == (14, 23)  # 📱 is two UTF-16 units


@pytest.mark.asyncio
async def test_formatting_is_canonical_idempotent_and_skips_errors(client: LanguageClient):
    uri = "file:///tmp/format.scenario"
    open_doc(client, uri, "title:日本 🎉\n\n\n##Setup\n   device   add  \"📱\"\n")
    await diagnostics_for(client, uri)
    text = await formatted_text(client, uri)
    assert text == "title: 日本 🎉\n\n## Setup\ndevice add \"📱\"\n"
    client.text_document_did_change(types.DidChangeTextDocumentParams(
        text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
        content_changes=[types.TextDocumentContentChangeWholeDocument(text=text)]))
    await diagnostics_for(client, uri)
    assert await formatted_text(client, uri) is None  # already canonical
    bad = "file:///tmp/format-bad.scenario"
    open_doc(client, bad, "hepl    device\n")
    await diagnostics_for(client, bad)
    assert await formatted_text(client, bad) is None


@pytest.mark.asyncio
async def test_folding_ranges_for_sections(client: LanguageClient):
    uri = "file:///tmp/fold.scenario"
    open_doc(client, uri, "title: 🎉\n\n## Setup 日本\ndevice add phone\n> added iOS 18.0 device 'phone' (UTC)\n\n## Check\nhelp\n")
    await diagnostics_for(client, uri)
    ranges = await client.text_document_folding_range_async(types.FoldingRangeParams(text_document=doc_id(uri)))
    assert [(r.start_line, r.end_line) for r in ranges] == [(2, 4), (3, 4), (6, 7)]


@pytest.mark.asyncio
async def test_semantic_tokens(client: LanguageClient):
    uri = "file:///tmp/tokens.scenario"
    open_doc(client, uri, "# 🎉\ndevice add \"📱\" --platform ios\nexpect query 'title == \"日本\"' count == 1\n")
    await diagnostics_for(client, uri)
    result = await client.text_document_semantic_tokens_full_async(types.SemanticTokensParams(text_document=doc_id(uri)))
    legend = ["function", "parameter", "string", "operator", "comment", "keyword", "number", "property", "namespace", "variable"]
    tokens, line, start = [], 0, 0
    for i in range(0, len(result.data), 5):
        dl, ds, length, kind, _ = result.data[i:i + 5]
        start = ds if dl else start + ds
        line += dl
        tokens.append((line, start, length, legend[kind]))
    assert tokens[0] == (0, 0, 4, "comment")  # '# 🎉' is four UTF-16 units
    assert (1, 11, 4, "string") in tokens and (1, 16, 10, "parameter") in tokens
    assert [t[3] for t in tokens if t[0] == 2] == ["keyword", "keyword", "variable", "operator", "string", "operator", "number"]


@pytest.mark.asyncio
async def test_signature_help(client: LanguageClient):
    uri = "file:///tmp/signature.scenario"
    open_doc(client, uri, "device add 📱 --platform ios\n")
    await diagnostics_for(client, uri)
    help = await client.text_document_signature_help_async(types.SignatureHelpParams(
        text_document=doc_id(uri), position=types.Position(line=0, character=14)))
    assert help.signatures[0].label.startswith("device add NAME [--platform ios|macos]")
    assert help.active_parameter == 1 and tuple(help.signatures[0].parameters[1].label) == (16, 38)


def neovims():
    """Debian's nvim on PATH (0.7.2 here: UTF-16) and the 0.11 that Tools/editor-client-test installs (UTF-8), if present."""
    import shutil
    found = [shutil.which("nvim"), os.environ.get("LIMELIGHT_NVIM"), str(pathlib.Path(".build-editors-venv/bin/nvim").resolve())]
    return [n for i, n in enumerate(found) if n and os.access(n, os.X_OK) and n not in found[:i]] or [None]


@pytest.mark.parametrize("nvim", neovims())
def test_neovim_headless_client(tmp_path, nvim):
    """Neovim drives the server: incremental edits, quick fix, formatting, folding, semantic tokens, signature help."""
    if not nvim:
        pytest.skip("nvim is not installed")
    out = tmp_path / "nvim.out"
    env = dict(os.environ, LIMELIGHT_BIN=BIN, NVIM_TEST_OUT=str(out), NVIM_TEST_DIR=str(tmp_path))
    p = subprocess.run([nvim, "--headless", "--clean", "-u", "NONE", "-c", f"luafile {HERE / 'nvim_client_test.lua'}"],
                       capture_output=True, text=True, timeout=120, env=env)
    report = out.read_text() if out.exists() else ""
    assert p.returncode == 0 and "FAIL" not in report and report.count("ok ") >= 10, report + p.stdout + p.stderr


def test_a_burst_of_edits_is_parsed_once_at_the_newest_version():
    """300 incremental edits written at once (as a fast typist's editor sends them): far fewer parses than edits,
    the last published diagnostics are for the newest version, and completion is answered."""
    import json

    def frame(o):
        body = json.dumps(o).encode()
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    uri = "file:///tmp/burst.scenario"
    text = "device add phone\napp install com.example.notes\n" + "".join(f"spotlight index n{i} --title \"🎉 {i}\"\n" for i in range(1500))
    msgs = [{"jsonrpc": "2.0", "id": 1, "method": "initialize", "params": {"capabilities": {}}},
            {"jsonrpc": "2.0", "method": "initialized", "params": {}},
            {"jsonrpc": "2.0", "method": "textDocument/didOpen",
             "params": {"textDocument": {"uri": uri, "languageId": "scenario", "version": 1, "text": text}}}]
    for v in range(2, 302):
        msgs.append({"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
            "textDocument": {"uri": uri, "version": v},
            "contentChanges": [{"range": {"start": {"line": 2, "character": 30}, "end": {"line": 2, "character": 30 + (v % 2)}},
                                "text": "" if v % 2 else "x"}]}})
    msgs += [{"jsonrpc": "2.0", "id": 2, "method": "textDocument/completion",
              "params": {"textDocument": {"uri": uri}, "position": {"line": 3, "character": 3}}},
             {"jsonrpc": "2.0", "id": 3, "method": "shutdown"}, {"jsonrpc": "2.0", "method": "exit"}]
    p = subprocess.run([BIN, "serve"], input=b"".join(frame(m) for m in msgs), capture_output=True, timeout=300)
    out, replies, i = p.stdout, [], 0
    while i < len(out):
        j = out.index(b"\r\n\r\n", i)
        length = int(out[i:j].split(b":")[1])
        replies.append(json.loads(out[j + 4:j + 4 + length]))
        i = j + 4 + length
    versions = [m["params"].get("version") for m in replies if m.get("method") == "textDocument/publishDiagnostics"]
    assert p.returncode == 0
    assert versions and versions[-1] == 301 and len(versions) < 100, versions
    assert any(m.get("id") == 2 and m["result"]["items"] for m in replies)
