import LimelightCore
import Testing
@testable import Spotlight

@Suite struct ProtectionTests {
    @Test func readabilityFollowsTheDeviceState() {
        let table: [(CSFileProtection, [DataProtectionState: Bool])] = [
            (.none, [.beforeFirstUnlock: true, .locked: true, .unlocked: true]),
            (.complete, [.beforeFirstUnlock: false, .locked: false, .unlocked: true]),
            (.completeUnlessOpen, [.beforeFirstUnlock: false, .locked: false, .unlocked: true]),
            (.completeUntilFirstUserAuthentication, [.beforeFirstUnlock: false, .locked: true, .unlocked: true]),
        ]
        for (protection, expected) in table {
            for (state, readable) in expected { #expect(protection.isReadable(in: state) == readable) }
        }
        #expect(CSFileProtection.completeUnlessOpen.isWritable(in: .locked))
        #expect(!CSFileProtection.complete.isWritable(in: .locked))
    }

    @Test func protectedItemsAreInvisibleWhileTheDeviceForbidsReading() {
        let h = SpotlightHarness()
        let secure = h.service.searchableIndex(app: "app", name: "secure", protectionClass: .complete)
        let plain = h.service.searchableIndex(app: "app")
        h.index([makeItem("s", title: "secret")], through: secure)
        h.index([makeItem("p", title: "public")], through: plain)
        h.state = .locked
        #expect(h.ids() == ["p"])
        #expect(h.service.item(app: "app", identifier: "s") == nil)
        #expect(h.service.textMatches(app: "app", text: "secret").isEmpty)
        h.state = .unlocked
        #expect(h.ids() == ["s", "p"])
    }

    @Test func untilFirstAuthenticationIsHiddenOnlyBeforeFirstUnlock() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "c", protectionClass: .completeUntilFirstUserAuthentication)
        h.index([makeItem("a")], through: index)
        h.state = .beforeFirstUnlock
        #expect(h.ids().isEmpty)
        h.state = .locked
        #expect(h.ids() == ["a"])
    }

    @Test func writingAProtectedIndexWhileLockedFails() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "secure", protectionClass: .complete)
        h.state = .locked
        let error = h.index([makeItem("a")], through: index)
        #expect(error??.code == .indexUnavailableError)
        #expect(error??.message == "index \"secure\" (protection complete) cannot be written while the device is locked")
        #expect(h.index([makeItem("b")], through: h.service.searchableIndex(app: "app")) == .some(nil))
        let unlessOpen = h.service.searchableIndex(app: "app", name: "u", protectionClass: .completeUnlessOpen)
        #expect(h.index([makeItem("c")], through: unlessOpen) == .some(nil))
        h.state = .unlocked
        #expect(h.ids() == ["b", "c"])
    }

    @Test func lockedWritesCanBeAcceptedAndStayHidden() {
        let h = SpotlightHarness { $0.lockedWritePolicy = .accept }
        let index = h.service.searchableIndex(app: "app", name: "secure", protectionClass: .complete)
        h.state = .locked
        #expect(h.index([makeItem("a")], through: index) == .some(nil))
        #expect(h.ids().isEmpty)
        #expect(h.observer.lines == ["commit app/a"])
        h.state = .unlocked
        #expect(h.ids() == ["a"])
    }

    @Test func theDefaultIndexIsNeverProtected() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: nil, protectionClass: .complete)
        #expect(index.protectionClass == CSFileProtection.none)
        #expect(index.isDefault)
    }

    @Test func deletesAndEndBatchThroughALockedProtectedIndexFailToo() {
        let h = SpotlightHarness()
        let index = h.service.searchableIndex(app: "app", name: "secure", protectionClass: .complete)
        h.index([makeItem("a")], through: index)
        index.beginBatch()
        h.state = .locked
        var errors: [IndexError?] = []
        index.deleteSearchableItems(withIdentifiers: ["a"]) { errors.append($0) }
        index.endBatch(withClientState: bytes("s")) { errors.append($0) }
        var fetchError: IndexError? = IndexError(.unknownError, "not called")
        index.fetchLastClientState { _, error in fetchError = error }
        h.settle()
        #expect(errors.map { $0?.code } == [.indexUnavailableError, .indexUnavailableError])
        #expect(fetchError == nil)
        h.state = .unlocked
        #expect(h.ids() == ["a"])
    }
}
