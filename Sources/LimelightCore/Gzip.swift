import CZlib
import Foundation

/// gzip (RFC 1952) through the system's zlib: how a snapshot file named `….gz` is written and how any snapshot that
/// starts with gzip's magic bytes is read (Docs/Snapshots.md, "Compressed snapshots").
public enum Gzip {
    /// Why bytes could not be compressed or decompressed.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        public var description: String
    }

    /// Whether `bytes` start with gzip's magic number.
    public static func isCompressed<C: Collection>(_ bytes: C) -> Bool where C.Element == UInt8 {
        var i = bytes.makeIterator()
        return i.next() == 0x1F && i.next() == 0x8B
    }

    /// `bytes` compressed as one gzip member (zlib's level 1: fast, and JSON shrinks about tenfold anyway).
    public static func compress(_ bytes: [UInt8], level: Int32 = 1) throws -> [UInt8] {
        var stream = z_stream()
        guard deflateInit2_(&stream, level, Z_DEFLATED, 15 + 16, 8, Z_DEFAULT_STRATEGY, ZLIB_VERSION,
                            Int32(MemoryLayout<z_stream>.size)) == Z_OK else { throw Failure(description: "zlib could not start compressing") }
        defer { deflateEnd(&stream) }
        var out = [UInt8](repeating: 0, count: Int(deflateBound(&stream, uLong(bytes.count))) + 64)
        let status: Int32 = bytes.withUnsafeBufferPointer { input in
            out.withUnsafeMutableBufferPointer { output in
                stream.next_in = UnsafeMutablePointer(mutating: input.baseAddress)
                stream.avail_in = uInt(input.count)
                stream.next_out = output.baseAddress
                stream.avail_out = uInt(output.count)
                return deflate(&stream, Z_FINISH)
            }
        }
        guard status == Z_STREAM_END else { throw Failure(description: "zlib could not compress (status \(status))") }
        out.removeSubrange(Int(stream.total_out)...)
        return out
    }

    /// The decompressed bytes of gzip `data`, at most `limit` of them: more is an error before it is all inflated
    /// (a small file that would inflate past the limit is refused without the memory), as is a corrupt or truncated
    /// stream. `prefixOnly` returns what `limit` bytes hold instead of failing (to look at a file's beginning).
    public static func decompress(_ data: Data, limit: Int, prefixOnly: Bool = false) throws -> Data {
        var stream = z_stream()
        guard inflateInit2_(&stream, 15 + 32, ZLIB_VERSION, Int32(MemoryLayout<z_stream>.size)) == Z_OK else {
            throw Failure(description: "zlib could not start decompressing")
        }
        defer { inflateEnd(&stream) }
        var out = Data()
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        return try data.withUnsafeBytes { (raw: UnsafeRawBufferPointer) -> Data in
            stream.next_in = UnsafeMutablePointer(mutating: raw.bindMemory(to: UInt8.self).baseAddress)
            stream.avail_in = uInt(raw.count)
            while true {
                let (status, produced) = buffer.withUnsafeMutableBufferPointer { b -> (Int32, Int) in
                    stream.next_out = b.baseAddress
                    stream.avail_out = uInt(b.count)
                    let status = inflate(&stream, Z_NO_FLUSH)
                    return (status, b.count - Int(stream.avail_out))
                }
                if out.count + produced > limit {
                    if prefixOnly { out.append(contentsOf: buffer[0..<(limit - out.count)]); return out }
                    throw Failure(description: "it decompresses to more than the limit of \(limit) bytes")
                }
                out.append(contentsOf: buffer[0..<produced])
                switch status {
                case Z_STREAM_END:
                    guard stream.avail_in == 0 || prefixOnly else {
                        throw Failure(description: "\(stream.avail_in) bytes follow the compressed data")
                    }
                    return out
                case Z_OK: continue
                case Z_BUF_ERROR where stream.avail_in == 0:
                    if prefixOnly { return out }
                    throw Failure(description: "the compressed data ends early (the file is truncated)")
                default:
                    if prefixOnly { return out }
                    throw Failure(description: "the compressed data is corrupt (zlib status \(status))")
                }
            }
        }
    }
}
