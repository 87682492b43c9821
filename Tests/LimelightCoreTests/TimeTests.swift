import Testing
@testable import LimelightCore

@Suite struct DurationTests {
    @Test(arguments: [("31d", 2_678_400.0), ("15m", 900), ("1h30m", 5_400), ("2w", 1_209_600), ("45s", 45), ("500ms", 0.5), ("-2d", -172_800)])
    func parses(_ text: String, _ seconds: Double) {
        #expect(SimDuration.parse(text)?.seconds == seconds)
    }

    @Test(arguments: ["", "3", "d", "3x", "1h30", "--1d", "1.2.3d"])
    func rejects(_ text: String) {
        #expect(SimDuration.parse(text) == nil)
    }

    @Test func printsShortestForm() {
        #expect(SimDuration.days(1).description == "1d")
        #expect((SimDuration.days(1) + .hours(2)).description == "1d2h")
        #expect(SimDuration.seconds(0).description == "0s")
        #expect(SimDuration.seconds(0.25).description == "250ms")
    }
}

@Suite struct CalendarTests {
    @Test func defaultStartIsMondayMorningUTC() {
        #expect(Runtime.defaultStart.description == "2026-01-05T09:00:00Z")
        #expect(SimCalendar.utc.weekdayName(Runtime.defaultStart) == "Monday")
    }

    @Test func parsesLocalTimesInTheDeviceZone() throws {
        let berlin = try #require(SimCalendar(timeZoneIdentifier: "Europe/Berlin"))
        let t = try #require(berlin.parse("2026-03-02T09:00"))
        #expect(t.description == "2026-03-02T08:00:00Z")
        #expect(berlin.iso8601(t) == "2026-03-02T09:00:00+01:00")
        #expect(SimCalendar.utc.parse("2026-03-02T09:00:00Z") == SimCalendar.utc.parse("2026-03-02T09:00"))
        #expect(SimCalendar.utc.parse("2026-03-02T10:00:00+01:00") == SimCalendar.utc.parse("2026-03-02T09:00"))
    }

    @Test(arguments: ["2026-02-30", "2026-13-01", "2026-1-1", "tomorrow", "2026-03-02T25:00", "2026-03-02T09"])
    func rejectsBadDates(_ text: String) {
        #expect(SimCalendar.utc.parse(text) == nil)
    }

    @Test func unknownTimeZoneIsRefused() {
        #expect(SimCalendar(timeZoneIdentifier: "Mars/Olympus") == nil)
    }

    @Test func mediumDateMatchesAppleStyle() throws {
        let d = try #require(SimCalendar.utc.parse("2025-01-15"))
        #expect(SimCalendar.utc.mediumDate(d) == "Jan 15, 2025")
    }
}

@Suite struct DiagnosticTests {
    @Test func rendersFileLineColumnAndCaret() {
        let d = Diagnostic(range: SourceRange(line: 3, column: 1, length: 6), code: "unknown-command", "unknown command 'devcie'",
                           suggestion: "did you mean 'device'?")
        let text = DiagnosticRenderer().render(d, file: "a.scenario", source: "x\ny\ndevcie list\n")
        #expect(text == "a.scenario:3:1: error: unknown command 'devcie'\n  devcie list\n  ^~~~~~\n  help: did you mean 'device'?")
    }

    /// Input echoed in an error cannot drive the terminal: an escape sequence or a NUL shows as its control picture and
    /// a bidirectional override as U+FFFD, one character for one, so the caret stays under its column.
    @Test func controlsAndBidiOverridesInTheInputAreShownNotObeyed() {
        let line = "spotlight search \"\u{1B}]0;pwned\u{07}\u{202E}\u{0}\" --max -1"
        let d = Diagnostic(range: SourceRange(line: 1, column: 38, length: 2), code: "bad-value", "'\u{202E}' is bad",
                           suggestion: "not \u{1B}[2J")
        let text = DiagnosticRenderer().render(d, file: "<stdin>", lineText: line)
        #expect(!text.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" } && !text.contains("\u{202E}"))
        #expect(text == "<stdin>:1:38: error: '\u{FFFD}' is bad\n  spotlight search \"␛]0;pwned␇\u{FFFD}␀\" --max -1\n"
                + "  " + String(repeating: " ", count: 37) + "^~\n  help: not ␛[2J")
        #expect(DiagnosticRenderer.visible("plain é́ 漢字 😀") == "plain é́ 漢字 😀")
    }

    @Test func suggestionsFindTyposAndUniquePrefixes() {
        #expect(Suggestions.closest(to: "devcie", in: ["device", "clock", "app"]) == "device")
        #expect(Suggestions.closest(to: "spot", in: ["spotlight", "clock"]) == "spotlight")
        #expect(Suggestions.closest(to: "zzzzzz", in: ["device", "clock"]) == nil)
        #expect(Suggestions.distance("ab", "ba") == 1)
    }
}
