import LimelightCore
import Spotlight

/// The few facts the index keeps per slot (one flag byte, a 2-byte app id, a 4-byte sequence) and the ones it reads
/// from the stored item when needed (rankingHint, lastUsedDate, expiry, engagement): Docs/Benchmark.md, memory.
extension QueryIndex {
    /// Bits of a slot's flag byte.
    enum SlotFlag {
        /// The slot holds a live item.
        static let alive: UInt8 = 1
        /// Bits 1–2: the index of the protection class in `CSFileProtection.allCases`.
        static let protectionShift: UInt8 = 1
        /// The item's rankingHint is outside Apple's 0–100 range (a warning when it is ranked).
        static let hintOutOfRange: UInt8 = 8
        /// The item has a positive `userEngaged` weight in `engagementByKey`.
        static let engaged: UInt8 = 16
    }

    /// The stored app id meaning "look the app up by name" (more apps than a UInt16 holds).
    static let manyApps: UInt16 = .max

    /// The protection classes by their 2-bit code.
    static let protectionClasses = CSFileProtection.allCases

    /// The 2-bit code of a protection class.
    @inline(__always) static func code(of protection: CSFileProtection) -> UInt8 {
        UInt8(truncatingIfNeeded: protectionClasses.firstIndex(of: protection) ?? 0)
    }

    /// A bit per protection code: whether items of that class are readable in `state`.
    static func readableMask(in state: DataProtectionState) -> UInt8 {
        var mask: UInt8 = 0
        for (i, p) in protectionClasses.enumerated() where p == .none || p.isReadable(in: state) { mask |= 1 << UInt8(i) }
        return mask
    }

    /// The app id of a slot's item.
    @inline(__always) func appID(ofSlot s: Int) -> Int32 {
        let a = appOfSlot[s]
        return a != Self.manyApps ? Int32(a) : appIDs[stored[s].app] ?? -1
    }

    /// A slot's first-indexed sequence.
    @inline(__always) func sequence(ofSlot s: Int) -> Int { sequencesFit ? Int(sequenceOfSlot[s]) : stored[s].sequence }

    /// The stored hint code meaning "read the hint from the item" (codes 0–100 are whole-number hints).
    static let hintInItem: UInt8 = .max
    /// Stored lastUsedDate codes: "read it from the item" and "none" (others are whole seconds).
    static let lastUsedInItem = Int32.min
    static let noLastUsed = Int32.min + 1

    /// The compact code of a ranking hint: the whole number 0–100 itself, or `hintInItem`.
    static func hintCode(_ h: Float) -> UInt8 {
        h >= 0 && h <= 100 && h == h.rounded() ? UInt8(h) : hintInItem
    }

    /// The compact code of a lastUsedDate: whole seconds that fit an Int32, `noLastUsed`, or `lastUsedInItem`.
    static func lastUsedCode(_ seconds: Double?) -> Int32 {
        guard let seconds else { return noLastUsed }
        guard seconds == seconds.rounded(), seconds > Double(Int32.min + 1), seconds <= Double(Int32.max) else { return lastUsedInItem }
        return Int32(seconds)
    }

    /// A slot's rankingHint as ranking reads it (0 when absent or not finite).
    @inline(__always) func hint(ofSlot s: Int) -> Float {
        let code = hintOfSlot[s]
        if code != Self.hintInItem { return Float(code) }
        let h = Float(stored[s].attributeSet.rankingHint ?? 0)
        return h.isFinite ? h : 0
    }

    /// A slot's lastUsedDate in seconds (−infinity when absent).
    @inline(__always) func lastUsed(ofSlot s: Int) -> Double {
        let code = lastUsedOfSlot[s]
        if code == Self.noLastUsed { return -Double.infinity }
        if code != Self.lastUsedInItem { return Double(code) }
        return stored[s].attributeSet.lastUsedDate?.secondsSinceReferenceDate ?? -Double.infinity
    }

    /// A slot's `userEngaged` weight (0 unless positive).
    @inline(__always) func engagement(ofSlot s: Int) -> Float {
        guard flags[s] & SlotFlag.engaged != 0 else { return 0 }
        return engagementByKey[Key(app: stored[s].app, identifier: stored[s].uniqueIdentifier)] ?? 0
    }

    /// Sets or clears a flag bit of a slot.
    @inline(__always) func setFlag(_ bit: UInt8, _ on: Bool, slot s: Int) {
        if on { flags[s] |= bit } else { flags[s] &= ~bit }
    }

    /// The warning for a slot whose rankingHint is outside 0–100, naming the value as the app set it (not as the
    /// ranking's `Float` rounds it: 1e15 prints as 1000000000000000.0, not 999999986991104).
    func hintWarning(slot s: Int) -> String {
        let item = stored[s]
        let hint = item.attributeSet.rankingHint ?? Double(self.hint(ofSlot: s))
        return "\(item.app) item '\(item.uniqueIdentifier)': rankingHint \(CSAttributeValue.format(hint)) is outside Apple's 0–100 range; clamped"
    }

    /// Sizes the user-query scratch arrays to the slots (they are made on the first user query, not while indexing).
    func ensureScratch() {
        guard marks.count < stored.count else { return }
        let extra = stored.count - marks.count
        marks.append(contentsOf: repeatElement(0, count: extra))
        total.append(contentsOf: repeatElement(0, count: extra))
    }

    /// Recomputes the earliest expiry over the live slots (after a purge).
    func recomputeEarliestExpiry() {
        var earliest = Double.infinity
        for s in stored.indices where flags[s] & SlotFlag.alive != 0 {
            Self.lower(&earliest, to: stored[s].expirationDate.secondsSinceReferenceDate)
        }
        earliestExpiry = earliest
    }

    /// Lowers an expiry bound to include `expiry` (a NaN expiry makes every expiry be read from its item).
    @inline(__always) static func lower(_ bound: inout Double, to expiry: Double) {
        if expiry.isNaN { bound = -Double.infinity } else if expiry < bound { bound = expiry }
    }
}
