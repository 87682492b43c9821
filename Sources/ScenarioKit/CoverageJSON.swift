import Foundation

/// Renders the coverage table as JSON, keys sorted, for CI tools.
public enum CoverageJSON {
    /// The table as pretty-printed JSON under a `criteria` key, with a trailing newline.
    public static func render(_ rows: [CoverageRow]) -> String {
        ReportEncoding.text(["criteria": rows.map(CoverageEntry.init)])
    }
}
