/// What a decoding error says, with where in the document it is (`at .world.devices[0].name: missing`): how snapshot
/// errors name a corrupt part, whether it is in the world's line, a list line or a step line.
public enum DecodingErrorText {
    /// `error` described, its coding path written after `root`.
    public static func describe(_ error: Error, under root: String = "") -> String {
        guard let error = error as? DecodingError else { return "\(error)" }
        let (path, what): ([CodingKey], String)
        switch error {
        case .dataCorrupted(let c): (path, what) = (c.codingPath, c.debugDescription)
        case .keyNotFound(let key, let c): (path, what) = (c.codingPath + [key], "missing")
        case .typeMismatch(_, let c), .valueNotFound(_, let c): (path, what) = (c.codingPath, c.debugDescription)
        @unknown default: return "\(error)"
        }
        let at = root + path.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
        return at.isEmpty ? what : "at \(at): \(what)"
    }
}
