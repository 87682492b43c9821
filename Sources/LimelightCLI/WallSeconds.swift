import LimelightCore

/// A wall-clock time on the command line (`explore --time-budget`, `--step-timeout`, `run --timeout`): a number of
/// seconds (`5`, `0.5`) or a duration as the command language writes it (`5s`, `500ms`, `2m`, `1h30m`).
enum WallSeconds {
    /// The seconds `text` names; throws saying how to write one.
    static func parse(_ text: String) throws -> Double {
        if let n = Double(text), n.isFinite { return n }
        if let d = SimDuration.parse(text) { return d.seconds }
        throw ValidationError("give seconds (5, 0.5) or a duration as scenarios write it (5s, 500ms, 2m, 1h30m)")
    }
}
