/// Which lines one change of a document replaced: lines `start..<oldEnd` before it are lines `start..<newEnd` after it,
/// and every line after them moved by `newEnd - oldEnd`.
public struct LineChange: Equatable, Sendable {
    /// The first line replaced (0-based).
    public var start: Int
    /// The line after the last one replaced, before the change.
    public var oldEnd: Int
    /// The line after the last one written, after the change.
    public var newEnd: Int

    public init(start: Int, oldEnd: Int, newEnd: Int) {
        self.start = start
        self.oldEnd = oldEnd
        self.newEnd = newEnd
    }

    /// How many lines the change added (negative when it removed some).
    public var delta: Int { newEnd - oldEnd }

    /// The one change that has the effect of `self` followed by `next` (the lines either touched, as one range).
    public func then(_ next: LineChange) -> LineChange {
        // In the coordinates after `next`: from the first line either touched to the later of their ends.
        let start = min(self.start, next.start)
        let newEnd = max(self.newEnd, next.oldEnd) + next.delta
        return LineChange(start: start, oldEnd: newEnd - delta - next.delta, newEnd: newEnd)
    }
}
