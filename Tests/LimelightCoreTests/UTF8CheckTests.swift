import Foundation
import Testing
@testable import LimelightCore

/// `UTF8Check` agrees with the standard library's validation on every kind of byte sequence: what decides whether a
/// snapshot's bytes are read as they are or with U+FFFD in place of what is not UTF-8.
@Suite struct UTF8CheckTests {
    static func stdlib(_ bytes: [UInt8]) -> Bool { String(validating: bytes, as: UTF8.self) != nil }

    @Test func agreesWithTheStandardLibraryOnEdgeCases() {
        let cases: [[UInt8]] = [
            [], Array("plain ascii text, longer than eight bytes".utf8), Array("é😀\u{10FFFF}\u{FFFF}\u{800}\u{7FF}".utf8),
            [0x80], [0xC0, 0x80], [0xC1, 0xBF], [0xC2, 0x80], [0xDF, 0xBF], [0xE0, 0x9F, 0xBF], [0xE0, 0xA0, 0x80],
            [0xED, 0x9F, 0xBF], [0xED, 0xA0, 0x80], [0xEF, 0xBF, 0xBF], [0xF0, 0x8F, 0xBF, 0xBF], [0xF0, 0x90, 0x80, 0x80],
            [0xF4, 0x8F, 0xBF, 0xBF], [0xF4, 0x90, 0x80, 0x80], [0xF5, 0x80, 0x80, 0x80], [0xFF], [0xFE],
            [0xE2, 0x82], [0xF0, 0x9F, 0x98], Array("12345678".utf8) + [0xC3], Array("1234567".utf8) + [0xC3, 0xA9],
            [0xC3, 0x28], [0xE2, 0x28, 0xA1], [0xF0, 0x28, 0x8C, 0xBC],
        ]
        for bytes in cases {
            #expect(UTF8Check.isValid(bytes) == Self.stdlib(bytes), "\(bytes)")
        }
    }

    @Test func agreesWithTheStandardLibraryOnRandomBytes() {
        var random = SeededRandom(seed: 8)
        let alphabet: [UInt8] = [0x00, 0x41, 0x7F, 0x80, 0xBF, 0xC0, 0xC2, 0xDF, 0xE0, 0xE1, 0xED, 0xEF, 0xF0, 0xF4, 0xF5, 0xFF, 0xA0, 0x90, 0x8F, 0x9F]
        for _ in 0..<20_000 {
            let count = Int(random.next() % 14)
            let bytes = (0..<count).map { _ in random.next() % 3 == 0 ? UInt8(truncatingIfNeeded: random.next()) : alphabet[Int(random.next() % UInt64(alphabet.count))] }
            #expect(UTF8Check.isValid(bytes) == Self.stdlib(bytes), "\(bytes)")
        }
    }
}
