import LimelightCore

/// Finds donated parameters that are timestamps or otherwise unique per call, which stop Siri from seeing a pattern.
public struct UniqueValueDetector: Equatable, Sendable {
    /// A date parameter within this distance of the donation time counts as "now" (default 60 s).
    public var nowTolerance: SimDuration = .seconds(60)
    /// A number within this distance of now, read as seconds or milliseconds since 1970 or 2001, counts as an epoch timestamp.
    public var epochTolerance: SimDuration = .days(1)
    /// How many consecutive strictly increasing values of one parameter (same app, same intent type) flag a counter (default 3).
    public var increasingRun: Int = 3
    /// Master switch; when false nothing is flagged.
    public var isEnabled: Bool = true

    /// Creates a detector with the documented defaults.
    public init() {}

    /// The warnings for `intent` donated at `now`, given the earlier donations of the same app and intent type (oldest first).
    public func warnings(for intent: IntentRecord, at now: SimInstant, previous: [IntentRecord]) -> [DonationWarning] {
        guard isEnabled else { return [] }
        var found: [DonationWarning] = []
        for name in intent.parameterNames {
            guard let value = intent.parameters[name] else { continue }
            if let w = warning(parameter: name, value: value, now: now) { found.append(w); continue }
            if let w = increasingWarning(parameter: name, value: value, previous: previous) { found.append(w) }
        }
        return found
    }

    private func warning(parameter: String, value: IntentValue, now: SimInstant) -> DonationWarning? {
        switch value {
        case .date(let d) where abs((d - now).seconds) <= nowTolerance.seconds:
            return DonationWarning(parameter: parameter, code: "timestamp-now",
                                   message: "a date equal to the donation time (\(d)) makes every donation unique")
        case .string(let s) where Self.looksLikeUUID(s):
            return DonationWarning(parameter: parameter, code: "uuid-like-string",
                                   message: "\"\(s)\" looks like a per-call UUID; pass the entity instead, or omit it")
        case .string(let s) where Self.looksLikeTimestamp(s):
            return DonationWarning(parameter: parameter, code: "timestamp-like-string",
                                   message: "\"\(s)\" looks like a timestamp")
        case .int(let i) where isEpochLike(Double(i), now: now):
            return DonationWarning(parameter: parameter, code: "epoch-like-number", message: "\(i) looks like the current time as a number")
        case .double(let d) where isEpochLike(d, now: now):
            return DonationWarning(parameter: parameter, code: "epoch-like-number",
                                   message: "\(IntentValue.double(d)) looks like the current time as a number")
        case .array(let list):
            return list.lazy.compactMap { self.warning(parameter: parameter, value: $0, now: now) }.first
        default:
            return nil
        }
    }

    private func increasingWarning(parameter: String, value: IntentValue, previous: [IntentRecord]) -> DonationWarning? {
        guard increasingRun >= 2, let current = Self.ordinal(value) else { return nil }
        let earlier = previous.compactMap { $0.parameters[parameter].flatMap(Self.ordinal) }.suffix(increasingRun - 1)
        guard earlier.count == increasingRun - 1 else { return nil }
        let run = Array(earlier) + [current]
        guard zip(run, run.dropFirst()).allSatisfy({ $0 < $1 }) else { return nil }
        return DonationWarning(parameter: parameter, code: "strictly-increasing",
                               message: "the last \(increasingRun) donations carry strictly increasing values (\(run.map(CSAttributeValueFormat.format).joined(separator: " < "))), like a counter or clock")
    }

    /// The earlier intents `warnings(for:at:previous:)` reads for `intent`, taken from `earlierNewestFirst` and returned
    /// oldest first: for each parameter of `intent` holding a number or a date, the last `increasingRun - 1` that hold one
    /// too. Nothing older is looked at, so a donation does not cost more for every donation made before it.
    public func previousNeeded<S: Sequence>(for intent: IntentRecord, from earlierNewestFirst: S) -> [IntentRecord] where S.Element == IntentRecord {
        guard isEnabled, increasingRun >= 2 else { return [] }
        var missing: [String: Int] = [:]
        for name in intent.parameterNames where intent.parameters[name].flatMap(Self.ordinal) != nil { missing[name] = increasingRun - 1 }
        var taken: [IntentRecord] = []
        for earlier in earlierNewestFirst {
            if missing.isEmpty { break }
            taken.append(earlier)
            for (name, left) in missing where earlier.parameters[name].flatMap(Self.ordinal) != nil {
                missing[name] = left > 1 ? left - 1 : nil
            }
        }
        return taken.reversed()
    }

    private func isEpochLike(_ n: Double, now: SimInstant) -> Bool {
        let since2001 = now.secondsSinceReferenceDate, since1970 = since2001 + 978_307_200
        let candidates = [since2001, since1970, since1970 * 1000]
        return candidates.contains { abs(n - $0) <= epochTolerance.seconds * ($0 > 1e11 ? 1000 : 1) }
    }

    private static func ordinal(_ value: IntentValue) -> Double? {
        switch value {
        case .int(let i): Double(i)
        case .double(let d): d
        case .date(let d): d.secondsSinceReferenceDate
        default: nil
        }
    }

    /// Whether a string has the 8-4-4-4-12 hexadecimal shape of a UUID.
    public static func looksLikeUUID(_ s: String) -> Bool {
        let groups = s.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.map(\.count) == [8, 4, 4, 4, 12] else { return false }
        return groups.allSatisfy { $0.allSatisfy(\.isHexDigit) }
    }

    /// Whether a string starts like an ISO 8601 date-time (`2026-01-05T09:00` or `2026-01-05 09:00`).
    public static func looksLikeTimestamp(_ s: String) -> Bool {
        let c = Array(s.utf8)
        guard c.count >= 16 else { return false }
        func digit(_ i: Int) -> Bool { c[i] >= 48 && c[i] <= 57 }
        let digits = [0, 1, 2, 3, 5, 6, 8, 9, 11, 12, 14, 15].allSatisfy(digit)
        return digits && c[4] == 45 && c[7] == 45 && (c[10] == 84 || c[10] == 32) && c[13] == 58
    }
}

/// Number formatting shared with Spotlight's rendering.
enum CSAttributeValueFormat {
    static func format(_ n: Double) -> String { IntentValue.double(n).description }
}
