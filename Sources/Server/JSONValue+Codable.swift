import Foundation

/// Why a text is not valid JSON: Foundation's reason, with where it stopped when it says.
public struct JSONParseError: Error, Equatable, CustomStringConvertible {
    public var reason: String
    public var description: String { "invalid JSON: \(reason)" }
}

/// The server's JSON goes through Foundation's `JSONDecoder`/`JSONEncoder` like every other JSON Limelight reads or
/// writes (one JSON stack), except that the shapes clients send are read straight from their bytes first
/// (`JSONMessageReader`, which leaves anything else to the decoder and reads what it takes as the decoder does):
/// integers stay exact `Int`s (request ids, positions), other numbers are `Double`s, nesting is limited by the decoder
/// (512 levels), and malformed text is a `JSONParseError`.
extension JSONValue: Codable {
    public init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        // Each kind is tried in turn; when none fits, the decoder's own complaint about the value (a lone surrogate in
        // a string, a number too large for a double) is the error, not the last kind's type mismatch.
        var corrupted: Error?
        func attempt<T: Decodable>(_ type: T.Type) -> T? {
            do { return try c.decode(type) } catch {
                if case DecodingError.typeMismatch = error {} else if corrupted == nil { corrupted = error }
                return nil
            }
        }
        if c.decodeNil() {
            self = .null
        } else if let s = attempt(String.self) {
            self = .string(s)
        } else if let b = attempt(Bool.self) {
            self = .bool(b)
        } else if let i = attempt(Int.self) {
            self = .integer(i)
        } else if let d = attempt(Double.self) {
            self = .number(d)
        } else if let o = attempt([String: JSONValue].self) {
            self = .object(o)
        } else {
            do { self = .array(try c.decode([JSONValue].self)) } catch {
                guard let corrupted else { throw error }
                if corrupted is DecodingError { throw corrupted }
                // Foundation's own error type would reach the caller as a bare "not valid JSON": say what and where.
                let at = c.codingPath.map { $0.intValue.map { "[\($0)]" } ?? ".\($0.stringValue)" }.joined()
                throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                                                        debugDescription: Self.describe(corrupted) + (at.isEmpty ? "" : " at \(at)")))
            }
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        switch self {
        case .null: try c.encodeNil()
        case .bool(let b): try c.encode(b)
        case .integer(let n): try c.encode(n)
        case .number(let d):
            if d.rounded() == d, abs(d) < 9.0e15 { try c.encode(Int(d)) } else if d.isFinite { try c.encode(d) } else { try c.encodeNil() }
        case .string(let s): try c.encode(s)
        case .array(let a): try c.encode(a)
        case .object(let o): try c.encode(o)
        }
    }

    /// Parses one JSON text (UTF-8 bytes) that must hold exactly one value.
    public static func parse(_ bytes: [UInt8]) throws -> JSONValue {
        // What a client sends is read straight from its bytes (a 5 MB `didOpen` in a tenth of the decoder's time);
        // anything else goes to the decoder, which reads any JSON and names what is wrong.
        if let value = JSONMessageReader.value(of: bytes) { return value }
        return try decoded(bytes)
    }

    /// `bytes` read straight from their bytes by `JSONMessageReader`, or nil when it leaves them to the decoder (public
    /// for the fuzz target that checks it against `decoded`).
    public static func readDirectly(_ bytes: [UInt8]) -> JSONValue? { JSONMessageReader.value(of: bytes) }

    /// `bytes` parsed by Foundation's `JSONDecoder` (what `parse` does with anything `JSONMessageReader` leaves).
    public static func decoded(_ bytes: [UInt8]) throws -> JSONValue {
        do {
            return try JSONDecoder().decode(JSONValue.self, from: Data(bytes))
        } catch let error as DecodingError {
            switch error {
            case .dataCorrupted(let context):
                let underlying = (context.underlyingError as? NSError)?.userInfo[NSDebugDescriptionErrorKey] as? String
                throw JSONParseError(reason: underlying ?? context.underlyingError.map(describe) ?? context.debugDescription)
            default:
                throw JSONParseError(reason: "\(error)")
            }
        } catch let error as JSONParseError {
            throw error
        } catch {
            throw JSONParseError(reason: describe(error))
        }
    }

    /// Foundation's own reason for a value it scanned but cannot hold (its error type is not public), in words.
    static func describe(_ error: Error) -> String {
        let text = "\(error)"
        if text.hasPrefix("numberIsNotRepresentableInSwift(parsed: \""), let number = text.split(separator: "\"").dropFirst().first {
            return "the number \(number.prefix(40)) does not fit a 64-bit number"
        }
        if text.contains("Surrogate") || text.contains("UnicodeScalar") {
            func number(after label: String) -> Substring? {
                guard let r = text.range(of: label) else { return nil }
                return text[r.upperBound...].prefix { $0.isNumber }
            }
            let place = number(after: "line: ").flatMap { l in number(after: "column: ").map { "line \(l), column \($0)" } }
            return "a \\u escape that is not a whole UTF-16 character (a lone surrogate)" + (place.map { ", \($0)" } ?? "")
        }
        return String(text.prefix(200))
    }

    /// Parses one JSON text given as a string.
    public static func parse(_ text: String) throws -> JSONValue { try parse(Array(text.utf8)) }

    /// The value as compact JSON with sorted keys (what goes on the wire).
    public var serialized: String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(self) else { return "null" }
        return String(decoding: data, as: UTF8.self)
    }
}
