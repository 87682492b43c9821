import Foundation

#if LIMELIGHT_LIBFUZZER
/// libFuzzer's entry point (built by `Tools/fuzz` with `-sanitize=fuzzer,address -D LIMELIGHT_LIBFUZZER`).
@_cdecl("LLVMFuzzerTestOneInput")
public func limelightFuzzTestOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    FuzzTarget.selected.run(bytes)
    return 0
}

@_silgen_name("LLVMFuzzerRunDriver")
private func runDriver(_ argc: UnsafeMutablePointer<CInt>,
                       _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>,
                       _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt) -> CInt

/// SwiftPM links an executable target's entry point under this name: it hands the process to libFuzzer's driver.
@_cdecl("LimelightFuzz_main")
public func limelightFuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?) -> CInt {
    var count = argc
    var arguments = argv
    return runDriver(&count, &arguments, limelightFuzzTestOneInput)
}
#else
/// Without libFuzzer: a reproducer that runs each file given as an argument through `LIMELIGHT_FUZZ_TARGET`
/// (`limelight-fuzz crash-1234`), or standard input when there is none.
@main
enum FuzzReproducer {
    static func main() {
        let paths = Array(CommandLine.arguments.dropFirst())
        if paths.isEmpty {
            FuzzTarget.selected.run(Array(FileHandle.standardInput.readDataToEndOfFile()))
        }
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("cannot read \(path)\n".utf8))
                exit(1)
            }
            FuzzTarget.selected.run(Array(data))
            print("ran \(path) through \(FuzzTarget.selected.rawValue): no crash")
        }
    }
}
#endif
