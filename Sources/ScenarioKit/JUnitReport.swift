import LimelightCore

/// Renders a run as JUnit XML: one testcase per scenario, failures with `file:line`, skips with reasons, xfail as passed with a note.
public struct JUnitReport {
    /// Seconds per scenario path; nil leaves every `time` attribute out so the report is deterministic.
    public var durations: [String: Double]?
    /// The `name` of the suites element.
    public var suiteName: String

    /// Creates a report, with timing only when `durations` is given.
    public init(durations: [String: Double]? = nil, suiteName: String = "limelight") {
        self.durations = durations
        self.suiteName = suiteName
    }

    /// The XML document.
    public func render(_ results: [ScenarioResult]) -> String {
        let failures = results.filter(\.status.isFailure).count
        let skipped = results.filter { $0.status == .skipped }.count
        let total = durations.map { d in results.reduce(0.0) { $0 + (d[$1.path] ?? 0) } }
        let counts = "tests=\"\(results.count)\" failures=\"\(failures)\" errors=\"0\" skipped=\"\(skipped)\"" + (total.map { " time=\"\(Self.seconds($0))\"" } ?? "")
        var out = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        out += "<testsuites name=\"\(Self.escape(suiteName))\" \(counts)>\n"
        out += "  <testsuite name=\"\(Self.escape(suiteName))\" \(counts)>\n"
        for r in results { out += testcase(r) }
        out += "  </testsuite>\n</testsuites>\n"
        return out
    }

    /// The `classname` of a scenario: its directory with `/` as `.` (`Scenarios.spotlight`).
    public static func className(_ path: String) -> String {
        var parts = path.split(separator: "/").map(String.init)
        parts.removeLast()
        let dir = parts.filter { $0 != "." }.joined(separator: ".")
        return dir.isEmpty ? "scenarios" : dir
    }

    /// The testcase `name`: the file name without `.scenario`, then the title when there is one.
    public static func caseName(_ r: ScenarioResult) -> String {
        var base = String(r.path.split(separator: "/").last ?? Substring(r.path))
        if base.hasSuffix(".scenario") { base.removeLast(".scenario".count) }
        return r.header.title.map { "\(base): \($0)" } ?? base
    }

    private func testcase(_ r: ScenarioResult) -> String {
        var attrs = "classname=\"\(Self.escape(Self.className(r.path)))\" name=\"\(Self.escape(Self.caseName(r)))\" file=\"\(Self.escape(r.path))\""
        if let t = durations?[r.path] { attrs += " time=\"\(Self.seconds(t))\"" }
        let f = r.failure
        switch r.status {
        case .passed:
            return "    <testcase \(attrs)/>\n"
        case .failed:
            let where_ = f.map { "\(r.path):\($0.line):\($0.column): \($0.message)" } ?? "\(r.path): failed"
            let body = ([f?.step.isEmpty == false ? "step: \(f?.step ?? "")" : nil].compactMap { $0 } + (f?.details ?? [])).joined(separator: "\n")
            return "    <testcase \(attrs)>\n      <failure message=\"\(Self.escape(where_))\" type=\"failure\">\(Self.escape(body))</failure>\n    </testcase>\n"
        case .unexpectedPass:
            let msg = "\(r.path):1:1: marked xfail (\(r.header.expectedFailure ?? "")) but every step passed"
            return "    <testcase \(attrs)>\n      <failure message=\"\(Self.escape(msg))\" type=\"xpass\">remove the xfail line or check the reason</failure>\n    </testcase>\n"
        case .skipped:
            return "    <testcase \(attrs)>\n      <skipped message=\"\(Self.escape(f?.message ?? "skipped"))\"/>\n    </testcase>\n"
        case .expectedFailure:
            var note = "expected failure (xfail: \(r.header.expectedFailure ?? ""))"
            if let f { note += "\nfailed as expected at \(r.path):\(f.line): \(f.message)" }
            return "    <testcase \(attrs)>\n      <system-out>\(Self.escape(note))</system-out>\n    </testcase>\n"
        }
    }

    static func seconds(_ t: Double) -> String { String.fixed(t, decimals: 3) }

    /// Escapes text for XML attributes and content, dropping characters XML 1.0 forbids (ANSI escapes among them).
    public static func escape(_ s: String) -> String {
        var out = ""
        for u in s.unicodeScalars {
            switch u {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t": out += "&#9;"
            default:
                if u.value < 0x20 || u.value == 0xFFFE || u.value == 0xFFFF { continue }
                out.unicodeScalars.append(u)
            }
        }
        return out
    }
}
