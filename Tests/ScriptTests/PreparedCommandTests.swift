import Foundation
import LimelightCore
import ReferenceApps
import Spotlight
import Testing
@testable import Script

/// A command's `prepare` (the work it does from its line alone, on the threads that parse a long file ahead): a line
/// run with what it prepared does exactly what the same line does when it is parsed and run in the REPL, and the
/// preparation is made only where the body can use it and dropped when the invocation changes.
@Suite struct PreparedCommandTests {
    static let catalog = ReferenceAppCatalog.catalog

    /// Lines of every shape `spotlight index` and `update` take: the plain ones `prepare` builds the item for, and the
    /// ones that need the world or can fail (dates, custom attributes, clears, bad attributes), which it leaves alone.
    static let lines = [
        "spotlight index n1 --title Milk",
        "spotlight index n2 --title \"Oat milk\" --keywords milk,dairy --description \"A carton\" --domain groceries.dairy",
        "spotlight index n3 --display-name Bread --content-type public.text --ranking-hint 70 --keywords \" a , b ,,c \"",
        "spotlight index n4 --keywords \"é,e\u{0301},ü\" --title \"ünïcode \u{1F600}\"",
        "spotlight index n5",
        "spotlight index n1 --title \"Milk again\" --domain groceries",
        "spotlight update n2 --title \"Soy milk\"",
        "spotlight update missing --title Nothing",
        "spotlight index n6 --title Due --attr dueDate=2026-03-02",
        "spotlight index n7 --title Custom --custom shelf=3 --custom-unique aisle=dairy",
        "spotlight index n8 --title Expiring --expires now+2d",
        "spotlight update n3 --clear keywords",
        "spotlight index n9 --attr notAnAttribute=1",
        "spotlight index n10 --title Named --index main --protection complete",
        "spotlight update n10 --title Renamed --index main",
        "spotlight index n11 --title Plain --ranking-hint 100000",
    ]

    static func session() -> Session {
        let s = Session(seed: 9, catalog: catalog)
        for line in ["device add phone", "app install com.example.notes"] { _ = s.execute(line) }
        return s
    }

    /// The same lines prepared (as `run` parses them) and parsed as the REPL does: the same output, step by step, and
    /// the same world.
    @Test func aPreparedLineRunsAsTheSameLineUnprepared() throws {
        let prepared = Self.session(), plain = Self.session()
        let parser = CommandParser(registry: prepared.registry)
        var madeAny = false
        for (n, line) in Self.lines.enumerated() {
            let command = ScriptParser.prepare([line], count: 1, at: 0, parser: parser)
            let invocation = try #require(command.invocation, "\(line)")
            madeAny = madeAny || invocation.prepared != nil
            let a = prepared.execute(invocation), b = plain.execute(line, line: n + 1)
            #expect(a.output == b.output, "\(line)")
            #expect(a.diagnostics.map(\.message) == b.diagnostics.map(\.message), "\(line)")
            _ = prepared.execute("clock advance 1s")
            _ = plain.execute("clock advance 1s")
        }
        #expect(madeAny)
        #expect(prepared.execute("state digest").output == plain.execute("state digest").output)
        #expect(prepared.execute("spotlight items").output == plain.execute("spotlight items").output)
    }

    /// `prepare` makes an item only for a line whose item needs nothing but the line; a check (no invocations kept)
    /// and a line with errors prepare nothing.
    @Test func preparesOnlyWhatTheBodyCanUse() throws {
        let parser = CommandParser(registry: Self.session().registry)
        func prepared(_ line: String, keeping: Bool = true) -> CSSearchableItem? {
            ScriptParser.prepare([line], count: 1, at: 0, parser: parser, keepingInvocation: keeping).invocation?.prepared?.value as? CSSearchableItem
        }
        let item = try #require(prepared("spotlight index a1 --title Milk --domain d --keywords x,y"))
        #expect(item.uniqueIdentifier == "a1")
        #expect(item.domainIdentifier == "d")
        #expect(item.attributeSet.title == "Milk")
        #expect(item.attributeSet.keywords == ["x", "y"])
        #expect(!item.isUpdate)
        #expect(try #require(prepared("spotlight update a1 --title Oat")).isUpdate)
        #expect(prepared("spotlight index a2 --title Due --attr dueDate=2026-03-02") == nil)
        #expect(prepared("spotlight index a3 --custom shelf=3") == nil)
        #expect(prepared("spotlight index a4 --expires now+1d") == nil)
        #expect(prepared("spotlight update a5 --clear title") == nil)
        #expect(prepared("spotlight index a6 --title Milk", keeping: false) == nil)
        #expect(prepared("spotlight index a7 --ranking-hint lots") == nil)
        #expect(prepared("spotlight delete a1") == nil)
    }

    /// Changing what an invocation says drops what was prepared from it, so a body never uses an item made from
    /// other options.
    @Test func changingTheInvocationDropsThePreparation() throws {
        let parser = CommandParser(registry: Self.session().registry)
        let original = try #require(ScriptParser.prepare(["spotlight index a1 --title Milk"], count: 1, at: 0, parser: parser).invocation)
        #expect(original.prepared != nil)
        let other = try #require(parser.parse("spotlight index b2 --title Bread", line: 1).invocation)
        var changed = original
        changed.options = other.options
        #expect(changed.prepared == nil)
        changed = original
        changed.arguments = other.arguments
        #expect(changed.prepared == nil)
        changed = original
        changed.spec = other.spec
        #expect(changed.prepared == nil)
        changed = original
        changed.line = 7
        #expect(changed.prepared != nil)
    }
}
