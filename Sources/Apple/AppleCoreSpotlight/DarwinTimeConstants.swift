// What Apple's Foundation brings from Darwin (dispatch/time.h) and app code uses with `Task.sleep(nanoseconds:)` and
// `DispatchTime`: Linux's Dispatch lacks these. CoreSpotlight is the implicit import that stands in for what Foundation
// brings on Apple platforms (Docs/AppleAPI.md, "Real-world corpus"), so every file sees them.
#if !canImport(Darwin)
/// Nanoseconds per second.
public let NSEC_PER_SEC: UInt64 = 1_000_000_000
/// Nanoseconds per millisecond.
public let NSEC_PER_MSEC: UInt64 = 1_000_000
/// Nanoseconds per microsecond.
public let NSEC_PER_USEC: UInt64 = 1_000
/// Microseconds per second.
public let USEC_PER_SEC: UInt64 = 1_000_000
#endif
