import LimelightCore

/// An attribute value encodes as a one-key object naming its type, e.g. `{"string": "Milk"}` or `{"numbers": [1, 2]}`;
/// a number that JSON cannot hold (NaN, ±infinity) encodes as the text `nan`, `inf` or `-inf`.
extension CSAttributeValue: Codable {
    private enum Key: String, CodingKey { case string, strings, number, numbers, date, dates, bool, data }

    public init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: Key.self)
        guard let key = c.allKeys.first, c.allKeys.count == 1 else {
            throw DecodingError.dataCorrupted(.init(codingPath: c.codingPath,
                                                    debugDescription: "an attribute value needs exactly one type key"))
        }
        switch key {
        case .string: self = .string(try c.decode(String.self, forKey: key))
        case .strings: self = .strings(try c.decode([String].self, forKey: key))
        case .number: self = .number(try c.decode(CodableNumber.self, forKey: key).value)
        case .numbers: self = .numbers(try c.decode([CodableNumber].self, forKey: key).map(\.value))
        case .date: self = .date(try c.decode(SimInstant.self, forKey: key))
        case .dates: self = .dates(try c.decode([SimInstant].self, forKey: key))
        case .bool: self = .bool(try c.decode(Bool.self, forKey: key))
        case .data: self = .data(try c.decode([UInt8].self, forKey: key))
        }
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: Key.self)
        switch self {
        case .string(let s): try c.encode(s, forKey: .string)
        case .strings(let l): try c.encode(l, forKey: .strings)
        case .number(let n): try c.encode(CodableNumber(n), forKey: .number)
        case .numbers(let l): try c.encode(l.map(CodableNumber.init), forKey: .numbers)
        case .date(let d): try c.encode(d, forKey: .date)
        case .dates(let l): try c.encode(l, forKey: .dates)
        case .bool(let b): try c.encode(b, forKey: .bool)
        case .data(let d): try c.encode(d, forKey: .data)
        }
    }
}

/// A number as JSON can hold it: finite numbers as numbers, NaN and ±infinity as `nan`, `inf` and `-inf`.
struct CodableNumber: Codable {
    var value: Double

    init(_ value: Double) { self.value = value }

    init(from decoder: Decoder) throws {
        let c = try decoder.singleValueContainer()
        if let n = try? c.decode(Double.self) { value = n; return }
        switch try c.decode(String.self) {
        case "nan": value = .nan
        case "inf": value = .infinity
        case "-inf": value = -.infinity
        case let other:
            throw DecodingError.dataCorruptedError(in: c, debugDescription: "'\(other)' is not a number")
        }
    }

    func encode(to encoder: Encoder) throws {
        var c = encoder.singleValueContainer()
        if value.isFinite { try c.encode(value) } else { try c.encode(value.isNaN ? "nan" : value > 0 ? "inf" : "-inf") }
    }
}
