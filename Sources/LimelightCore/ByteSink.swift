import Foundation

/// Where the bytes of a file go as they are made, so a large file (a snapshot of a big world) is written in pieces
/// instead of being built whole in memory first: `AtomicFile.FileSink` writes them to the file, `GzipSink` compresses
/// them on the way, and `ByteBuffer` keeps them (for tests and for callers that want the bytes).
public protocol ByteSink {
    /// Takes the next bytes of the file.
    mutating func write(_ bytes: UnsafeRawBufferPointer) throws
}

extension ByteSink {
    /// Takes the next bytes of the file.
    public mutating func write(_ bytes: [UInt8]) throws {
        try bytes.withUnsafeBytes { try write($0) }
    }

    /// Takes the next bytes of the file.
    public mutating func write(_ data: Data) throws {
        try data.withUnsafeBytes { try write($0) }
    }
}

/// A sink that keeps what it is given.
public struct ByteBuffer: ByteSink {
    /// Everything written so far.
    public private(set) var bytes: [UInt8] = []

    /// An empty buffer.
    public init() {}

    public mutating func write(_ raw: UnsafeRawBufferPointer) {
        bytes.append(contentsOf: raw)
    }
}
