import Foundation
import LimelightCore
import SimulatorKit

/// What `limelight snapshot show` and `limelight snapshot diff` print (Docs/Snapshots.md, "Reading and comparing
/// snapshots"): a snapshot's header and an outline of its world, and the parts in which two snapshots differ. Both read
/// the world as its canonical JSON, so every part of the world shows, named by its path in the file.
public enum SnapshotInspector {
    /// The deepest outline `show --depth` prints.
    public static let maximumDepth = 64
    /// The most differences `diff --limit` lists.
    public static let maximumLimit = 100_000

    /// The header and an outline of the world down to `depth` levels: a list or an object shows how many elements or
    /// keys it has, a value shows itself (shortened past 80 characters, terminal controls made visible).
    public static func show(_ snapshot: WorldSnapshot, file: String, depth: Int) throws -> [String] {
        var lines = header(snapshot, file: file)
        guard let world = try worldTree(snapshot) else {
            lines.append("world: none (a version 1 snapshot holds only its steps; loading replays them)")
            return lines
        }
        lines.append("world:")
        outline(world, path: "", level: 1, depth: depth, into: &lines)
        return lines
    }

    /// The whole snapshot as one pretty-printed JSON document with sorted keys (the layout of a version 2 file), for
    /// people and for `jq`.
    public static func json(_ snapshot: WorldSnapshot) throws -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = CanonicalJSON.nonConformingFloats
        return String(decoding: try encoder.encode(snapshot), as: UTF8.self) + "\n"
    }

    /// The parts in which `b` differs from `a`, at most `limit` of them, each as `PATH: A-VALUE → B-VALUE`; empty when
    /// the two are equal (same seed, steps, checkpoints and world).
    public static func diff(_ a: WorldSnapshot, _ b: WorldSnapshot, limit: Int) throws -> [String] {
        var out: [String] = []
        if a.seed != b.seed { out.append("seed: \(a.seed) → \(b.seed)") }
        let shared = zip(a.steps, b.steps).prefix { $0 == $1 }.count
        if shared < a.steps.count || shared < b.steps.count {
            out.append("steps: \(a.steps.count) → \(b.steps.count), the same for the first \(shared)"
                       + (shared < min(a.steps.count, b.steps.count)
                          ? "; step \(shared + 1): '\(short(a.steps[shared].source))' → '\(short(b.steps[shared].source))'" : ""))
        }
        let marks = { (s: WorldSnapshot) in (s.checkpoints ?? []).map { "\($0.name)@\($0.steps)" }.joined(separator: ", ") }
        if marks(a) != marks(b) { out.append("checkpoints: [\(marks(a))] → [\(marks(b))]") }
        var found = out.count
        compare(try worldTree(a), try worldTree(b), path: ".world", limit: limit, found: &found, into: &out)
        if found > out.count { out.append("… and \(found - out.count) more differences (--limit \(limit))") }
        return out
    }

    private static func header(_ snapshot: WorldSnapshot, file: String) -> [String] {
        let marks = snapshot.checkpoints ?? []
        var lines = ["\(DiagnosticRenderer.visible(file)): Limelight snapshot, format version \(snapshot.version), seed \(snapshot.seed)",
                     "digest: \(snapshot.digest)",
                     "steps: \(snapshot.steps.count)" + (snapshot.steps.last.map { " (last: \(short($0.source)))" } ?? "")]
        lines.append("checkpoints: " + (marks.isEmpty ? "none" : marks.map { "\(short($0.name)) at step \($0.steps)" }.joined(separator: ", ")))
        return lines
    }

    /// The world as a JSON tree, or nil when the snapshot holds none.
    private static func worldTree(_ snapshot: WorldSnapshot) throws -> JSONTree? {
        guard let world = snapshot.world else { return nil }
        return try JSONDecoder().decode(JSONTree.self, from: CanonicalJSON.encoder.encode(world))
    }

    private static func outline(_ node: JSONTree, path: String, level: Int, depth: Int, into lines: inout [String]) {
        let indent = String(repeating: "  ", count: level)
        switch node {
        case .object(let object):
            for key in object.keys.sorted() {
                guard let child = object[key] else { continue }
                lines.append(indent + DiagnosticRenderer.visible(short(key)) + ": " + summary(child))
                if level < depth, child.isContainer { outline(child, path: path + "." + key, level: level + 1, depth: depth, into: &lines) }
            }
        case .array(let list):
            for (i, child) in list.enumerated() {
                if i == 20, list.count > 21 {
                    lines.append(indent + "… \(list.count - 20) more")
                    break
                }
                lines.append(indent + "[\(i)]: " + summary(child))
                if level < depth, child.isContainer { outline(child, path: path + "[\(i)]", level: level + 1, depth: depth, into: &lines) }
            }
        default: break
        }
    }

    /// One line about a node: a container's size, or a value.
    private static func summary(_ node: JSONTree) -> String {
        switch node {
        case .object(let object): return object.isEmpty ? "{}" : "{\(object.count) key\(object.count == 1 ? "" : "s")}"
        case .array(let list): return list.isEmpty ? "[]" : "[\(list.count) element\(list.count == 1 ? "" : "s")]"
        case .null: return "null"
        case .bool(let b): return b ? "true" : "false"
        case .number(let n): return n == n.rounded() && abs(n) < 1e15 ? String(Int64(n)) : "\(n)"
        case .string(let text): return "\"" + DiagnosticRenderer.visible(short(text)) + "\""
        }
    }

    private static func short(_ text: String) -> String { text.count > 80 ? String(text.prefix(79)) + "…" : text }

    /// Walks two trees together, listing the paths where they differ (at most `limit`, counting every one in `found`).
    private static func compare(_ a: JSONTree?, _ b: JSONTree?, path: String, limit: Int, found: inout Int, into out: inout [String]) {
        func note(_ line: String) {
            found += 1
            if out.count < limit { out.append(line) }
        }
        switch (a, b) {
        case (nil, nil): return
        case (let a?, nil): note("\(path): \(summary(a)) → (no world)")
        case (nil, let b?): note("\(path): (no world) → \(summary(b))")
        case (.object(let a)?, .object(let b)?):
            for key in Set(a.keys).union(b.keys).sorted() {
                let child = path + "." + DiagnosticRenderer.visible(short(key))
                switch (a[key], b[key]) {
                case (let x?, nil): note("\(child): \(summary(x)) → (absent)")
                case (nil, let y?): note("\(child): (absent) → \(summary(y))")
                case (let x?, let y?): compare(x, y, path: child, limit: limit, found: &found, into: &out)
                case (nil, nil): break
                }
            }
        case (.array(let a)?, .array(let b)?):
            if a.count != b.count { note("\(path): \(a.count) → \(b.count) elements") }
            for i in 0..<min(a.count, b.count) { compare(a[i], b[i], path: path + "[\(i)]", limit: limit, found: &found, into: &out) }
        case (let a?, let b?):
            if a != b { note("\(path): \(summary(a)) → \(summary(b))") }
        }
    }
}

/// A JSON value as a snapshot's world holds it, decoded by Foundation (booleans kept apart from numbers; strings compare
/// byte for byte, not by canonical equivalence).
indirect enum JSONTree: Decodable, Equatable {
    case null, bool(Bool), number(Double), string(String), array([JSONTree]), object([String: JSONTree])

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if c.decodeNil() { self = .null }
        else if let b = try? c.decode(Bool.self) { self = .bool(b) }
        else if let n = try? c.decode(Double.self) { self = .number(n) }
        else if let t = try? c.decode(String.self) { self = .string(t) }
        else if let a = try? c.decode([JSONTree].self) { self = .array(a) }
        else { self = .object(try c.decode([String: JSONTree].self)) }
    }

    var isContainer: Bool {
        switch self {
        case .array, .object: return true
        default: return false
        }
    }

    static func == (a: JSONTree, b: JSONTree) -> Bool {
        switch (a, b) {
        case (.null, .null): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.number(let x), .number(let y)): return x.bitPattern == y.bitPattern || x == y
        case (.string(let x), .string(let y)): return x.utf8.elementsEqual(y.utf8)
        case (.array(let x), .array(let y)): return x == y
        case (.object(let x), .object(let y)): return x.count == y.count && x.allSatisfy { key, value in y[key].map { $0 == value } ?? false }
        default: return false
        }
    }
}
