#if canImport(Glibc)
import Glibc
#endif

/// SHA-256 by the system's OpenSSL (`libcrypto`), found when the process starts by `dlopen` — present wherever
/// Foundation's networking is (libcurl links it) — and several times faster than `SHA256` (it uses the processor's SHA
/// instructions where there are some): the digest of a world of 100,000 items hashes about 60 MB. Nothing links
/// against it, so a machine without it builds and runs as before, with `SHA256`; the digest is the same value either way
/// (`DigestRoundTripTests` compares both with coreutils' `sha256sum`).
struct SystemSHA256: Sendable {
    /// `EVP_Digest(data, count, md, size, type, engine)`.
    private typealias Digest = @convention(c) (UnsafeRawPointer?, Int, UnsafeMutablePointer<UInt8>?, UnsafeMutablePointer<UInt32>?,
                                               OpaquePointer?, OpaquePointer?) -> Int32
    /// `EVP_sha256()`.
    private typealias Algorithm = @convention(c) () -> OpaquePointer?

    /// The two functions' addresses, as numbers (C function pointers are not `Sendable`; numbers are).
    private let digestAddress: UInt
    private let algorithmAddress: UInt

    /// The system's SHA-256, or nil when no libcrypto could be loaded.
    static let shared: SystemSHA256? = {
        #if canImport(Glibc)
        for name in ["libcrypto.so.3", "libcrypto.so.1.1", "libcrypto.so"] {
            guard let handle = dlopen(name, RTLD_NOW | RTLD_LOCAL) else { continue }
            guard let digest = dlsym(handle, "EVP_Digest"), let algorithm = dlsym(handle, "EVP_sha256") else { continue }
            return SystemSHA256(digestAddress: UInt(bitPattern: digest), algorithmAddress: UInt(bitPattern: algorithm))
        }
        #endif
        return nil
    }()

    /// The SHA-256 of `bytes`, or nil if libcrypto declined.
    func hash(_ bytes: UnsafeRawBufferPointer) -> [UInt8]? {
        guard let digestPointer = UnsafeRawPointer(bitPattern: digestAddress),
              let algorithmPointer = UnsafeRawPointer(bitPattern: algorithmAddress) else { return nil }
        let digest = unsafeBitCast(digestPointer, to: Digest.self), algorithm = unsafeBitCast(algorithmPointer, to: Algorithm.self)
        guard let type = algorithm() else { return nil }
        var out = [UInt8](repeating: 0, count: 32)
        var size: UInt32 = 0
        let ok = out.withUnsafeMutableBufferPointer { digest(bytes.baseAddress, bytes.count, $0.baseAddress, &size, type, nil) }
        return ok == 1 && size == 32 ? out : nil
    }
}
