import Foundation
import LimelightCore

/// The App Intents metadata each app last installed that was found valid, so installing the same metadata again does
/// not validate it again (explore installs the same apps at the start of every journey, and rebuilding a world installs
/// its apps again). Validation is a pure function of the metadata, so remembering it changes no result; comparing is
/// cheap, as metadata installed again usually equals the one remembered or differs early.
///
/// A pure memo table, not state, so it is process-wide rather than owned by a world: metadata → valid or not. It
/// remembers only metadata found valid and is consulted only to skip validating an equal value again, so nothing a world
/// prints, saves or digests depends on what it holds (an emptied table validates again and finds the same).
final class ValidatedMetadata: Sendable {
    /// The one cache every service shares (tests run simulations on several threads).
    static let shared = ValidatedMetadata()
    /// The most apps remembered.
    static let capacity = 64

    private let valid = LockedBox([String: AppIntentsMetadata]())

    /// Whether `metadata` was found valid before.
    func isKnownValid(_ metadata: AppIntentsMetadata) -> Bool {
        valid.withLock { $0[metadata.app] == metadata }
    }

    /// Remembers `metadata` as its app's valid metadata.
    func remember(_ metadata: AppIntentsMetadata) {
        valid.withLock { valid in
            if valid.count >= Self.capacity, valid[metadata.app] == nil { valid.removeAll() }
            valid[metadata.app] = metadata
        }
    }
}
