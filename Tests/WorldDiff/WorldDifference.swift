import Foundation
import SimulatorKit

/// What differs between two worlds, field by field, as paths into their canonical JSON (the form the digest hashes):
/// `- path: expected` and `+ path: actual` lines, at most `limit` differences; nil when the values are equal.
///
/// The issue asked for swift-custom-dump's diff. On Linux it cannot be built beside this package: its conformance files
/// are `#if canImport(SwiftUI)` / `UIKit` / `UniformTypeIdentifiers`, which find this package's Apple-named modules in
/// the shared build folder and then fail to import them (`missing required module 'CSimulatedTime'`). The canonical JSON
/// is the world's one structured form anyway (Docs/Snapshots.md), so the paths here are the paths of a snapshot file.
public func worldDifference(_ actual: WorldState, _ expected: WorldState, limit: Int = 40) -> String? {
    guard actual != expected else { return nil }
    guard let a = jsonTree(actual), let e = jsonTree(expected) else { return "the worlds differ, and one cannot be encoded" }
    var lines: [String] = []
    var count = 0
    compare(e, a, path: "WorldState", lines: &lines, count: &count, limit: limit)
    if count > limit { lines.append("… and \(count - limit) more differences") }
    return lines.isEmpty ? "the values differ, but their canonical JSON is the same" : lines.joined(separator: "\n")
}

private func jsonTree(_ world: WorldState) -> Any? {
    guard let data = try? WorldState.canonicalEncoder.encode(world) else { return nil }
    return try? JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed])
}

/// One JSON value on one line (sorted keys), cut at 200 characters.
private func render(_ value: Any) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: value, options: [.sortedKeys, .fragmentsAllowed]),
          let text = String(data: data, encoding: .utf8) else { return "\(value)" }
    return text.count > 200 ? text.prefix(200) + "…" : text
}

private func compare(_ expected: Any, _ actual: Any, path: String, lines: inout [String], count: inout Int, limit: Int) {
    func differ(_ line: () -> [String]) {
        count += 1
        if count <= limit { lines += line() }
    }
    switch (expected, actual) {
    case let (e as [String: Any], a as [String: Any]):
        for key in Set(e.keys).union(a.keys).sorted() {
            let child = "\(path).\(key)"
            switch (e[key], a[key]) {
            case let (x?, y?): compare(x, y, path: child, lines: &lines, count: &count, limit: limit)
            case let (x?, nil): differ { ["- \(child): \(render(x))", "+ \(child): (absent)"] }
            case let (nil, y?): differ { ["- \(child): (absent)", "+ \(child): \(render(y))"] }
            case (nil, nil): break
            }
        }
    case let (e as [Any], a as [Any]):
        if e.count != a.count { differ { ["- \(path): \(e.count) elements", "+ \(path): \(a.count) elements"] } }
        for i in 0..<min(e.count, a.count) { compare(e[i], a[i], path: "\(path)[\(i)]", lines: &lines, count: &count, limit: limit) }
        for i in a.count..<max(a.count, e.count) { differ { ["- \(path)[\(i)]: \(render(e[i]))"] } }
        for i in e.count..<max(e.count, a.count) { differ { ["+ \(path)[\(i)]: \(render(a[i]))"] } }
    default:
        let x = render(expected), y = render(actual)
        if x != y { differ { ["- \(path): \(x)", "+ \(path): \(y)"] } }
    }
}
