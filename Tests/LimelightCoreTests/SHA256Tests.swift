import Testing
import LimelightCore

@Suite struct SHA256Tests {
    @Test(arguments: [
        ("", "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"),
        ("abc", "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad"),
        ("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq", "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1"),
    ])
    func knownVectors(input: String, expected: String) {
        var hasher = SHA256()
        hasher.update(input.utf8)
        #expect(hasher.hexDigest() == expected)
    }

    @Test func millionAs() {
        var hasher = SHA256()
        hasher.update([UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000))
        #expect(hasher.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test func contiguousFeedingMatchesByteFeedingAtEveryAlignment() {
        var random = SeededRandom(seed: 9)
        let bytes = (0..<1_000).map { _ in UInt8(truncatingIfNeeded: random.next()) }
        var whole = SHA256()
        whole.update(bytes)
        for split in [0, 1, 63, 64, 65, 500, 999] {
            var hasher = SHA256()
            hasher.update(bytes[..<split])
            bytes[split...].withUnsafeBytes { hasher.update(bytes: $0) }
            #expect(hasher.hexDigest() == whole.hexDigest(), "split at \(split)")
        }
        var million = SHA256()
        [UInt8](repeating: UInt8(ascii: "a"), count: 1_000_000).withUnsafeBytes { million.update(bytes: $0) }
        #expect(million.hexDigest() == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }
}
