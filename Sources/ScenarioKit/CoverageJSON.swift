import Foundation

/// Renders the coverage table as JSON, keys sorted, for CI tools.
public enum CoverageJSON {
    /// The table as pretty-printed JSON under a `criteria` key, with a trailing newline.
    public static func render(_ rows: [CoverageRow]) -> String {
        let array: [[String: Any]] = rows.map { row in
            var o: [String: Any] = ["id": row.criterion.id, "description": row.criterion.description, "outcome": row.outcome,
                                    "scenarios": row.scenarios.map { ["path": $0.path, "status": $0.status.rawValue] }]
            if let r = row.reason { o["reason"] = r }
            return o
        }
        let data = (try? JSONSerialization.data(withJSONObject: ["criteria": array], options: [.prettyPrinted, .sortedKeys])) ?? Data()
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
