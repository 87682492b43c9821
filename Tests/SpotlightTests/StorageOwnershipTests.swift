import Testing
@testable import LimelightCore
@testable import Spotlight

/// Ownership and boundaries of the compact storage: values released exactly once through every build path, descriptor widths at the 13-bit boundary, expiry chunks and event-log snapshots at chunk ends.
@Suite struct StorageOwnershipTests {
    /// Whether `a`'s buffer is held by nobody else (mutating it in place keeps its address).
    func uniquelyHeld<T>(_ a: inout [T]) -> Bool {
        let before = a.withUnsafeBufferPointer { $0.baseAddress }
        a.withUnsafeMutableBufferPointer { _ in }
        let after = a.withUnsafeBufferPointer { $0.baseAddress }
        return before == after
    }

    /// A name whose interned id is at least `minimum`.
    func wideName(_ minimum: UInt32) -> String {
        let table = AttributeNameTable.shared
        var i = 0
        while true {
            let name = "reviewWide\(i)"
            if table.id(of: name) >= minimum { return name }
            i += 1
        }
    }

    @Test func valuesAreReleasedExactlyOnceThroughEveryBuildPath() {
        var numbers: [Double] = [1, 2, 3, 4]
        var words: [String] = ["alpha", "beta", "gamma"]
        var bytes: [UInt8] = [1, 2, 3]
        var dates: [SimInstant] = [SimInstant(secondsSinceReferenceDate: 5)]
        let wide = wideName(8200)
        let key = CustomAttributeKey(keyName: "reviewCustom")
        do {
            var s = CSSearchableItemAttributeSet()
            s["contentRating"] = .numbers(numbers)          // from nil
            s.keywords = words                                // consuming, moved
            s.thumbnailData = bytes                           // consuming, moved
            s["alternateNames"] = .dates(dates)                // consuming
            s.keywords = words                                // replacement (found): copied
            s[wide] = .numbers(numbers)                       // wide descriptors, consuming
            s.title = nil                                     // cleared name: extras appear, moving with new extras
            s.title = "t"                                     // old has extras: copy path
            if let key { s.setValue(.strings(words), forCustomKey: key) }
            let shared = s
            s.contentDescription = "d"                        // not unique: copy path
            s[wide] = nil                                     // back to narrow
            let fetched = s.fetching(["keywords", "reviewCustom", "contentRating"])
            let kept = s.keeping(["keywords", "thumbnailData"])
            let merged = shared.merging(s)
            #expect(fetched.keywords == words && kept.thumbnailData == bytes && merged[wide] == nil)
            #expect(shared[wide] == .numbers(numbers))
        }
        #expect(uniquelyHeld(&numbers))
        #expect(uniquelyHeld(&words))
        #expect(uniquelyHeld(&bytes))
        #expect(uniquelyHeld(&dates))
    }

    @Test func leakProbeDetectsAnExtraHolder() {
        var numbers: [Double] = [1, 2, 3]
        var s = CSSearchableItemAttributeSet()
        s["contentRating"] = .numbers(numbers)
        #expect(!uniquelyHeld(&numbers), "the set still holds the buffer, so the probe must see a second holder")
        s["contentRating"] = nil
        #expect(uniquelyHeld(&numbers))
    }

    @Test func customKeysCannotTakeAStandardName() {
        // So `clearedNames` (one set for standard and custom names) cannot make an update's custom clear remove a
        // catalogue attribute in `merging`.
        #expect(CustomAttributeKey(keyName: "title") == nil)
    }

    @Test func extrasBoxesAreFreed() {
        weak var first: CSSearchableItemAttributeSet.Extras?
        weak var second: CSSearchableItemAttributeSet.Extras?
        do {
            var s = CSSearchableItemAttributeSet()
            s.title = nil
            first = s.storage?.extras
            #expect(first != nil)
            s.title = "x"      // clears the cleared name: extras dropped, old (with extras) released
            #expect(s.storage?.extras == nil)
            s.displayName = nil
            second = s.storage?.extras
            s.keywords = ["k"] // old has extras: copy path keeps the same box
            #expect(s.storage?.extras === second)
        }
        #expect(first == nil)
        #expect(second == nil)
    }

    @Test func descriptorWidthFollowsTheWidestIdAtTheBoundary() {
        _ = wideName(8193)
        let table = AttributeNameTable.shared
        let narrowest = table.name(of: 8191), widest = table.name(of: 8192)
        var s = CSSearchableItemAttributeSet()
        s.title = "a"
        s[narrowest] = .string("n")
        #expect(s.storage?.header.descriptorWidth == 2)
        s[widest] = .number(7)
        #expect(s.storage?.header.descriptorWidth == 4)
        #expect(s[narrowest] == .string("n") && s[widest] == .number(7) && s.title == "a")
        s[widest] = .number(8)   // replace while wide
        #expect(s[widest] == .number(8))
        s[widest] = nil
        #expect(s.storage?.header.descriptorWidth == 2)
        #expect(s[narrowest] == .string("n") && s[widest] == nil && s.title == "a")
        var t = CSSearchableItemAttributeSet()
        t[widest] = .number(1)
        t.title = "a"
        let f = t.fetching([widest])
        #expect(f.storage?.header.descriptorWidth == 4 && f[widest] == .number(1) && f.title == nil)
        let g = t.fetching(["title"])
        #expect(g.storage?.header.descriptorWidth == 2 && g.title == "a")
    }

    @Test func equalSetsHashAlike() {
        var a = CSSearchableItemAttributeSet()
        a.title = "x"
        let emptyFetch = a.fetching(["nothing"])
        let plain = CSSearchableItemAttributeSet()
        #expect(emptyFetch == plain)
        #expect(emptyFetch.hashValue == plain.hashValue)
        var b = CSSearchableItemAttributeSet()
        b.title = "x"
        b.title = nil
        b.title = "x"
        #expect(a == b && a.hashValue == b.hashValue)
    }

    @Test func expiryIdentifiersFreeAMiddleChunkFirst() {
        var q = ExpiryQueue()
        let t = { SimInstant(secondsSinceReferenceDate: $0) }
        for i in 0..<4096 { q.push(t(100), app: "a", identifier: "x\(i)") }
        for i in 0..<4096 { q.push(t(50), app: "a", identifier: "y\(i)") }
        for i in 0..<10 { q.push(t(200), app: "a", identifier: "z\(i)") }
        for i in 0..<4096 { #expect(q.pop()?.identifier == "y\(i)") }
        for i in 0..<5 { q.push(t(60), app: "b", identifier: "w\(i)") }
        for i in 0..<5 { #expect(q.pop()?.identifier == "w\(i)") }
        for i in 0..<4096 { #expect(q.pop()?.identifier == "x\(i)") }
        for i in 0..<10 { #expect(q.pop()?.identifier == "z\(i)") }
        #expect(q.pop() == nil && q.count == 0)
        q.push(t(1), app: "a", identifier: "again")
        #expect(q.first?.identifier == "again" && q.count == 1)
    }

    @Test func eventSnapshotsStayIsolatedAcrossChunkEnds() {
        let log = EventLog()
        let t = SimInstant(secondsSinceReferenceDate: 0)
        for i in 0..<4096 { log.append(at: t, device: "d", app: nil, kind: "k.a", head: "h\(i)", tail: " tail") }
        let full = log.events
        log.append(at: t, device: nil, app: "a", kind: "k.b", "next")
        let more = log.events
        for i in 0..<10 { log.append(at: t, device: nil, app: nil, kind: "k", "m\(i)") }
        #expect(full.count == 4096 && full[4095].message == "h4095 tail" && full[4095].sequence == 4096)
        #expect(more.count == 4097 && more[4096].message == "next" && more[4096].app == "a")
        #expect(log.events.count == 4107 && log.events[4106].message == "m9")
        #expect(log.events(ofKind: "k").count == 4107 && log.events(ofKind: "k.a").count == 4096)
    }
}
