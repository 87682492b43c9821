import Foundation
import Testing
import LimelightCore
import SimulatorKit
@testable import Script

/// The digest's documented recipe (Docs/Snapshots.md, "The digest") recomputed without the project's code: the world
/// encoded by an encoder set up here as the page says (sorted keys, no whitespace, slashes unescaped, "nan"/"inf"/"-inf"),
/// hashed by the system's `sha256sum`, compared byte for byte.
@Suite struct DigestRoundTripTests {
    /// The canonical encoder as Docs/Snapshots.md describes it.
    static var documentedEncoder: JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        encoder.nonConformingFloatEncodingStrategy = .convertToString(positiveInfinity: "inf", negativeInfinity: "-inf", nan: "nan")
        return encoder
    }

    /// SHA-256 by coreutils, as 64 lower-case hex digits.
    static func sha256sum(_ data: Data) throws -> String {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/sha256sum")
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        input.fileHandleForWriting.write(data)
        try input.fileHandleForWriting.close()
        let text = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        return String(text.prefix(64))
    }

    @Test func theDigestIsTheSHA256OfTheDocumentedCanonicalJSON() throws {
        let s = Session()
        for line in ["device add phone", "app install com.example.notes", "spotlight index a/b --title \"Milk/Bread\" --keywords dairy/bakery",
                     "clock advance 1s"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        let state = try #require(s.simulation.state)
        let documented = try Self.documentedEncoder.encode(state)
        #expect(String(decoding: documented, as: UTF8.self).contains("Milk/Bread"), "slashes are not escaped")
        #expect(try WorldState.canonicalEncoder.encode(state) == documented, "byte for byte")
        #expect(s.simulation.digest == (try Self.sha256sum(documented)))
        #expect(s.execute("state digest").output == [s.simulation.digest])
    }

    @Test func numbersJSONHasNoFormForAreTheDocumentedStrings() throws {
        let values: [Double] = [.nan, .infinity, -.infinity, 1.5]
        let canonical = try WorldState.canonicalEncoder.encode(values)
        #expect(String(decoding: canonical, as: UTF8.self) == "[\"nan\",\"inf\",\"-inf\",1.5]")
        #expect(canonical == (try Self.documentedEncoder.encode(values)))
    }

    @Test(arguments: [0, 1, 55, 56, 57, 63, 64, 65, 119, 120, 128, 1000])
    func theProjectsSHA256AgreesWithCoreutilsAtEveryPaddingBoundary(length: Int) throws {
        let bytes = (0..<length).map { UInt8(truncatingIfNeeded: $0 &* 31 &+ 7) }
        var hasher = SHA256()
        hasher.update(bytes)
        #expect(hasher.hexDigest() == (try Self.sha256sum(Data(bytes))))
    }
}
