import Foundation

/// SHA-256 digests of the parts of a value, remembered until the part changes: what makes the world's digest cost what
/// a step changed rather than the whole world (Docs/Snapshots.md, "The digest").
///
/// A value type holds a memo beside the storage it summarises and calls `invalidate(_:)` in every mutating method that
/// changes part `key`. Copies of the value share the memo's box until one of them changes: a change to a copy whose box
/// is shared gives that copy a box of its own (what it knew, less the part that changed), so a digest remembered for one
/// world is never read for another. The memo takes no part in the value's equality: two memos are always equal.
public struct DigestMemo: Sendable, Equatable {
    /// The remembered digests, by part, from whichever thread computes a digest (a class, so copies share it until one
    /// changes: `isKnownUniquelyReferenced`).
    private final class Box: Sendable {
        let digests: LockedBox<[Int: SHA256Digest]>
        init(_ digests: [Int: SHA256Digest] = [:]) { self.digests = LockedBox(digests) }
    }

    private var box = Box()

    /// A memo that remembers nothing yet.
    public init() {}

    /// Forgets part `key`'s digest: call before (or after) changing that part.
    public mutating func invalidate(_ key: Int) {
        if isKnownUniquelyReferenced(&box) {
            box.digests.withLock { $0[key] = nil }
        } else {
            var kept = box.digests.withLock { $0 }
            kept[key] = nil
            box = Box(kept)
        }
    }

    /// Makes sure no other value shares this memo, keeping only the digests of parts below `key` (parts that cannot
    /// differ between the values that shared it, such as an append-only log's full chunks). Costs nothing while the memo
    /// is not shared.
    @inline(__always)
    public mutating func detach(keepingKeysBelow key: Int) {
        guard !isKnownUniquelyReferenced(&box) else { return }
        let kept = box.digests.withLock { $0.filter { $0.key < key } }
        box = Box(kept)
    }

    /// Forgets every part's digest.
    public mutating func invalidateAll() {
        if isKnownUniquelyReferenced(&box) {
            box.digests.withLock { $0.removeAll() }
        } else {
            box = Box()
        }
    }

    /// Part `key`'s digest: the remembered one, or `compute()`'s, which is then remembered. `fromScratch` computes it
    /// again even when remembered (to check that remembering changes nothing).
    public func digest(_ key: Int, fromScratch: Bool = false, _ compute: () throws -> SHA256Digest) rethrows -> SHA256Digest {
        if !fromScratch, let known = known(key) { return known }
        let value = try compute()
        box.digests.withLock { $0[key] = value }
        return value
    }

    /// Part `key`'s remembered digest, if any.
    public func known(_ key: Int) -> SHA256Digest? {
        box.digests.withLock { $0[key] }
    }

    /// Every memo is equal to every other: a memo is derived, never part of a value.
    public static func == (_: DigestMemo, _: DigestMemo) -> Bool { true }

}

/// A SHA-256 digest: 32 bytes.
public struct SHA256Digest: Hashable, Sendable {
    /// The digest's bytes, in order.
    public let bytes: [UInt8]

    /// The digest as 64 lower-case hex digits.
    public var hex: String {
        let digits = Array("0123456789abcdef".utf8)
        var out = [UInt8]()
        out.reserveCapacity(64)
        for byte in bytes {
            out.append(digits[Int(byte >> 4)])
            out.append(digits[Int(byte & 0xF)])
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// The SHA-256 of `data`.
    public static func of(_ data: Data) -> SHA256Digest {
        data.withUnsafeBytes { of(raw: $0) }
    }

    /// The SHA-256 of `bytes`.
    public static func of(_ bytes: [UInt8]) -> SHA256Digest {
        bytes.withUnsafeBytes { of(raw: $0) }
    }

    /// The SHA-256 of `bytes`: by the system's libcrypto when the process could load it (`SystemSHA256`, several times
    /// faster), else by `SHA256`; the same digest either way.
    public static func of(raw bytes: UnsafeRawBufferPointer) -> SHA256Digest {
        if let system = SystemSHA256.shared, let digest = system.hash(bytes) { return SHA256Digest(bytes: digest) }
        return portable(bytes)
    }

    /// The SHA-256 of `bytes` by `SHA256`, this project's own implementation (what `of` falls back to).
    public static func portable(_ bytes: UnsafeRawBufferPointer) -> SHA256Digest {
        var hasher = SHA256()
        hasher.update(bytes: bytes)
        return hasher.finish()
    }
}

/// How an encoder writes the world's big collections: in full (a snapshot), or as the digests of their parts (the
/// world's digest), remembered or all computed again.
public enum DigestFormMode: Sendable {
    /// Each part's digest, remembered until the part changes.
    case remembered
    /// Each part's digest computed again (what a digest must equal; for tests).
    case fromScratch
}

extension CodingUserInfoKey {
    /// Set (to a `DigestFormMode`) in the encoder of the world's digest: big collections then encode their parts'
    /// digests instead of their contents (Docs/Snapshots.md, "The digest"). (`init(rawValue:)` is failable in
    /// Foundation's declaration, though it accepts every string.)
    public static let limelightDigestForm: CodingUserInfoKey? = CodingUserInfoKey(rawValue: "limelight.digestForm")
}

extension Encoder {
    /// How this encoder writes big collections: nil in full, otherwise as their parts' digests.
    public var digestForm: DigestFormMode? { CodingUserInfoKey.limelightDigestForm.flatMap { userInfo[$0] as? DigestFormMode } }
}
