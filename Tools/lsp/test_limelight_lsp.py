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
