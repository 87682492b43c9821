import Dispatch

extension Collection where Self: Sendable, Index == Int, Element: Sendable {
    /// `map(transform)` with the elements transformed on all cores at once (`DispatchQueue.concurrentPerform`), in the
    /// same order; the first error, by position, is thrown. For the world's big parts (item ranges, event chunks), each
    /// worth far more than the hand-off.
    public func concurrentMap<R: Sendable>(_ transform: @Sendable (Element) throws -> R) throws -> [R] {
        guard count > 1 else { return try map(transform) }
        let results = LockedBox([Result<R, Error>?](repeating: nil, count: count))
        let base = startIndex
        DispatchQueue.concurrentPerform(iterations: count) { i in
            let result = Result { try transform(self[base + i]) }
            results.withLock { $0[i] = result }
        }
        return try results.withLock { $0 }.map { result in
            guard let result else { preconditionFailure("concurrentPerform ran every iteration") }
            return try result.get()
        }
    }
}
