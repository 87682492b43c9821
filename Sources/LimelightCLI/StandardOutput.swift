import Foundation

/// Flushes what `print` wrote to standard output. Swift 6 refuses to read the C library's global `stdout`, so every
/// output stream is flushed (`fflush(NULL)`): standard output is the only one the command line writes through.
func flushStandardOutput() { fflush(nil) }
