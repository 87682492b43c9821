import CZlib
import Foundation

/// A sink that compresses what it is given as one gzip member (level 1, as `Gzip.compress`) and passes the compressed
/// bytes on to another sink in pieces of 256 KiB, so a `.gz` snapshot is compressed as it is written.
/// `Gzip.compressing(into:_:)` makes one and finishes it.
public struct GzipSink<Inner: ByteSink>: ByteSink {
    /// The sink the compressed bytes go to.
    public private(set) var inner: Inner
    /// zlib's stream (a fixed address: zlib keeps pointers into it).
    private let stream: UnsafeMutablePointer<z_stream>
    private var buffer = [UInt8](repeating: 0, count: 1 << 18)

    fileprivate init(inner: Inner, stream: UnsafeMutablePointer<z_stream>) {
        self.inner = inner
        self.stream = stream
    }

    public mutating func write(_ bytes: UnsafeRawBufferPointer) throws {
        guard !bytes.isEmpty else { return }
        try deflate(bytes, flush: Z_NO_FLUSH)
    }

    /// Compresses `input` (all of it), passing full output buffers on; with `Z_FINISH`, until the stream ends.
    fileprivate mutating func deflate(_ input: UnsafeRawBufferPointer, flush: Int32) throws {
        let stream = self.stream
        stream.pointee.next_in = UnsafeMutablePointer(mutating: input.baseAddress?.assumingMemoryBound(to: UInt8.self))
        stream.pointee.avail_in = uInt(input.count)
        while true {
            let (status, produced) = buffer.withUnsafeMutableBufferPointer { out -> (Int32, Int) in
                stream.pointee.next_out = out.baseAddress
                stream.pointee.avail_out = uInt(out.count)
                let status = CZlib.deflate(stream, flush)
                return (status, out.count - Int(stream.pointee.avail_out))
            }
            guard status == Z_OK || status == Z_STREAM_END || status == Z_BUF_ERROR else {
                throw Gzip.Failure(description: "zlib could not compress (status \(status))")
            }
            if produced > 0 { try buffer.withUnsafeBytes { try inner.write(UnsafeRawBufferPointer(rebasing: $0[..<produced])) } }
            if flush == Z_FINISH {
                if status == Z_STREAM_END { return }
            } else if stream.pointee.avail_in == 0, stream.pointee.avail_out > 0 {
                return
            }
        }
    }
}

extension Gzip {
    /// Runs `produce` with a sink that compresses what it is given into `inner` as one gzip member, then ends the
    /// member; the bytes are those `compress(_:)` makes of everything `produce` wrote.
    public static func compressing<Inner: ByteSink>(into inner: inout Inner, _ produce: (inout GzipSink<Inner>) throws -> Void) throws {
        let stream = UnsafeMutablePointer<z_stream>.allocate(capacity: 1)
        stream.initialize(to: z_stream())
        defer { stream.deallocate() }
        guard deflateInit2_(stream, 1, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure(description: "zlib could not start compressing") }
        defer { deflateEnd(stream) }
        var sink = GzipSink(inner: inner, stream: stream)
        try produce(&sink)
        try sink.deflate(UnsafeRawBufferPointer(start: nil, count: 0), flush: Z_FINISH)
        inner = sink.inner
    }
}
