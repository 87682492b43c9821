import Testing
import LimelightCore
import SimulatorKit
@testable import Script

@Suite struct QueryCommandTests {
    /// A session with one phone, the notes app and three indexed notes.
    func session() -> Session {
        let s = Session()
        for line in ["device add phone", "app install com.example.notes",
                     "spotlight index w1 --title MyWindowClass", "spotlight index w2 --title \"Broken Window\" --description glass",
                     "spotlight index w3 --title NSWindow --keywords milch"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        return s
    }

    @Test func rawQueryListsDeliveredItemsWithFetchedAttributes() {
        let s = session()
        let r = s.execute("spotlight query title == \"Window\"w --fetch title,contentDescription")
        #expect(!r.failed)
        #expect(r.output == ["2 items", "  w1  title=\"MyWindowClass\"", "  w2  title=\"Broken Window\"  contentDescription=\"glass\""])
    }

    @Test func quotedQueryAndBareQueryAreTheSame() {
        let s = session()
        let bare = s.execute("spotlight query title == \"Window\"w").output
        let quoted = s.execute("spotlight query 'title == \"Window\"w'").output
        #expect(bare == quoted)
        #expect(bare.first == "2 items")
    }

    @Test func malformedQueryIsLocatedUnderTheBadPart() throws {
        let s = session()
        let line = "spotlight query title == \"Window\"x --fetch title"
        let r = s.execute(line)
        let d = try #require(r.diagnostics.first)
        #expect(d.message.hasPrefix("invalidQuery (-2002):"))
        let column = Array(line).firstIndex(of: "x").map { $0 + 1 }
        #expect(d.range.start.column == column)
        // The session goes on.
        #expect(!s.execute("expect query 'title == \"NSWindow\"' count == 1").failed)
    }

    @Test func quotedQueryErrorsPointInsideTheQuotes() throws {
        let s = session()
        let line = "expect query 'titel == \"x\"' count == 0"
        let d = try #require(s.execute(line).diagnostics.first)
        #expect(d.range.start.column == 15)
        #expect(d.suggestion == "did you mean 'title'?")
    }

    @Test func badFilterIsLocatedInTheFilter() throws {
        let s = session()
        let line = "spotlight query title == \"x\" --filter 'rankingHint > \"a\"'"
        let d = try #require(s.execute(line).diagnostics.first)
        #expect(d.message.hasPrefix("invalidQuery (-2002)"))
        #expect(d.range.start.column > line.count - 6)
    }

    @Test func unknownOptionAndStrayWordsAreErrors() {
        let s = session()
        #expect(s.execute("spotlight query title == \"x\" --fetchh title").diagnostics.first?.suggestion == "did you mean '--fetch'?")
        #expect(s.execute("spotlight query title == \"x\" --fetch title extra").failed)
        #expect(s.execute("spotlight query title == \"x\" --batch 0").failed)
        #expect(s.execute("spotlight query title == \"x\" --fetch").failed)
    }

    @Test func batchesShowFoundItemCount() {
        let s = session()
        let r = s.execute("spotlight query ** == \"*\" --batch 2 --fetch none")
        #expect(r.output == ["batch 1: 2 items (foundItemCount 2)", "batch 2: 1 item (foundItemCount 3)", "3 items", "  w1", "  w2", "  w3"])
    }

    @Test func searchListsResultsAndSuggestions() {
        let s = session()
        let r = s.execute("spotlight search win")
        #expect(r.output.first == "2 results for \"win\"")
        #expect(r.output.contains("  2. Broken Window — glass  (com.example.notes, w2)"))
        #expect(r.output.contains("Suggestions"))
        #expect(r.output.contains("  [win]dow"))
        #expect(s.execute("spotlight search zzz").output == ["no results for \"zzz\""])
    }

    @Test func searchProbes() {
        let s = session()
        #expect(!s.execute("expect search milch count == 1").failed)
        #expect(!s.execute("expect search win results == \"MyWindowClass, Broken Window\"").failed)
        #expect(!s.execute("expect search win first == MyWindowClass").failed)
        #expect(!s.execute("expect search win ids == \"w1\" --max 1").failed)
        #expect(!s.execute("expect search win total == 2 --max 1").failed)
        #expect(!s.execute("expect search win suggestions contains window").failed)
        #expect(s.execute("expect search win count == 5").expectationFailure != nil)
        #expect(s.execute("expect search win --max -1").failed)
    }

    @Test func lockedDeviceHidesProtectedItems() {
        let s = session()
        #expect(!s.execute("spotlight index v1 --title Vault --index v --protection complete").failed)
        #expect(!s.execute("expect query 'title == \"Vault\"' count == 1").failed)
        #expect(!s.execute("device lock").failed)
        #expect(!s.execute("expect query 'title == \"Vault\"' count == 0").failed)
        #expect(!s.execute("expect search vault count == 0").failed)
    }

    @Test func engineFollowsIndexChangesAndResets() {
        let s = session()
        #expect(!s.execute("spotlight delete w1").failed)
        #expect(!s.execute("expect query 'title == \"Window\"w' ids == w2").failed)
        s.reset()
        #expect(s.searchEngines.isEmpty)
        #expect(s.execute("spotlight query title == \"x\"").failed)
    }

    @Test func queryNeedsAQueryAndADevice() {
        let s = Session()
        #expect(s.execute("spotlight query title == \"x\"").diagnostics.first?.code == "no-device")
        _ = s.execute("device add phone")
        _ = s.execute("app install com.example.notes")
        #expect(s.execute("spotlight query").failed)
        #expect(s.execute("spotlight query    # only a comment").failed)
    }
}
