import Foundation
import Script
import SimulatorKit
import Testing

/// A world as a test holds it to compare: its digest and, when it has one, its value (none while a callback into app
/// code waits in the middle of a step: then only the digests compare).
public protocol ComparableWorld {
    var worldDigest: String { get }
    var worldValue: WorldState? { get }
}

/// A world kept for a later comparison: `let before = WorldSample(s)` … `expectSameWorld(s, before)`.
public struct WorldSample: ComparableWorld {
    public let worldDigest: String
    public let worldValue: WorldState?

    public init(_ world: some ComparableWorld) {
        worldDigest = world.worldDigest
        worldValue = world.worldValue
    }
}

extension Simulation: ComparableWorld {
    public var worldDigest: String { digest }
    public var worldValue: WorldState? { state }
}

extension Session: ComparableWorld {
    public var worldDigest: String { simulation.digest }
    public var worldValue: WorldState? { simulation.state }
}

extension WorldState: ComparableWorld {
    public var worldDigest: String { digest ?? "(a world that cannot be encoded)" }
    public var worldValue: WorldState? { self }
}

/// Expects two worlds to be the same (equal digests, as `state digest` compares them); when they are not, the failure
/// shows what differs between their `WorldState`s (`worldDifference`) instead of two digests.
public func expectSameWorld(_ actual: some ComparableWorld, _ expected: some ComparableWorld, _ comment: Comment? = nil,
                            sourceLocation: SourceLocation = #_sourceLocation) {
    let a = actual.worldDigest, b = expected.worldDigest
    guard a != b else { return }
    var message = "the worlds differ: digest \(a.prefix(12))… where \(b.prefix(12))… was expected"
    if let comment { message += " (\(comment.rawValue))" }
    switch (actual.worldValue, expected.worldValue) {
    case let (x?, y?):
        message += "\n" + (worldDifference(x, y) ?? "their values are equal field by field; their canonical JSON differs")
    case (nil, _), (_, nil):
        message += "\n(a world in the middle of a step has no value: only the digests compare)"
    }
    Issue.record(Comment(rawValue: message), sourceLocation: sourceLocation)
}
