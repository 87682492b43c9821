import SimulatorKit

/// The world a `snapshot load` built from its file's value: what `undo`, `rewind` and `fork` restore at its step,
/// never a world its steps would make.
struct LoadedWorld {
    /// The loaded world at the step count its snapshot covers.
    var mark: SessionCheckpoint
    /// The file it came from, for errors.
    var file: String
    /// Whether replaying the snapshot's steps was found to make the same world (then going back past the load is safe).
    var stepsMakeIt = false
}
