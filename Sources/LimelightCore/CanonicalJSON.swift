import Foundation

/// The canonical JSON the world's digest hashes (Docs/Snapshots.md, "The digest"): sorted keys, no whitespace, slashes
/// unescaped, and the numbers JSON has no form for as the strings "nan", "inf" and "-inf".
public enum CanonicalJSON {
    /// How a world writes a number JSON has no form for (an app's NaN relevance score): as a string.
    public static let nonConformingFloats = JSONEncoder.NonConformingFloatEncodingStrategy.convertToString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
    /// How a world reads such numbers back.
    public static let nonConformingFloatsDecoding = JSONDecoder.NonConformingFloatDecodingStrategy.convertFromString(
        positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")

    /// A new encoder of the canonical form; `digestForm` makes big collections encode their parts' digests
    /// (`CodingUserInfoKey.limelightDigestForm`).
    public static func makeEncoder(digestForm: DigestFormMode? = nil) -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = nonConformingFloats
        if let digestForm, let key = CodingUserInfoKey.limelightDigestForm { encoder.userInfo[key] = digestForm }
        return encoder
    }

    /// An encoder of the canonical form (a new one each time: `JSONEncoder` is a class).
    public static var encoder: JSONEncoder { makeEncoder() }
}
