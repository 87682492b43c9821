import SimulatorKit

/// A world a session can go back to: a name (empty for the worlds `undo` keeps), how many transcript steps it follows,
/// and the world itself as a value when it could be captured (nil: going back replays the steps).
public struct SessionCheckpoint: Sendable {
    /// The name `rewind` takes.
    public var name: String
    /// How many transcript steps the world follows.
    public var steps: Int
    /// The world after those steps.
    public var world: WorldState?
}
