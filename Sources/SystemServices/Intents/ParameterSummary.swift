/// An intent's `parameterSummary`: a sentence such as `Navigate to ${section}` naming some of its parameters.
public struct ParameterSummaryDeclaration: Hashable, Codable, Sendable, CustomStringConvertible {
    /// The summary text; parameters are written `${name}` (Swift's `\(\.$name)` is accepted too and normalised).
    public let text: String
    /// The parameter names the summary mentions, in order of appearance, without duplicates.
    public let parameterNames: [String]

    /// Parses a summary, e.g. `Summary("Navigate to \(\.$section)")` written as `"Navigate to ${section}"`.
    public init(_ text: String) {
        var normalised = text
        var names: [String] = []
        // Rewrite Swift interpolations `\(\.$name)` into `${name}`.
        while let start = normalised.range(of: "\\(\\.$"), let end = normalised[start.upperBound...].firstIndex(of: ")") {
            let name = String(normalised[start.upperBound..<end])
            normalised.replaceSubrange(start.lowerBound...end, with: "${" + name + "}")
        }
        var rest = Substring(normalised)
        while let open = rest.range(of: "${") {
            guard let close = rest[open.upperBound...].firstIndex(of: "}") else { break }
            let name = String(rest[open.upperBound..<close])
            if !name.isEmpty, !names.contains(name) { names.append(name) }
            rest = rest[rest.index(after: close)...]
        }
        self.text = normalised
        self.parameterNames = names
    }

    /// The summary text.
    public var description: String { text }
}
