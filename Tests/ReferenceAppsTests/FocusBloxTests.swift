import LimelightCore
import ReferenceApps
import Spotlight
import Testing

@Suite struct FocusBloxTests {
    static let bundle = "com.focusblox.app"

    @Test func doneWhenSessionOpensTheTask() throws {
        let h = Harness("device add phone", "app install focusblox",
                        "task add \"Einkaufen\" --description \"Milch, Brot, Butter\" --tags shopping,groceries")
        let found = try #require(h.device?.spotlight.textMatches(app: nil, text: "Milch").first)
        #expect(found.attributeSet.keywords == ["shopping", "groceries"])
        #expect(found.domainIdentifier == "com.focusblox.tasks")
        h.run("app background")
        #expect(h.run("spotlight tap \(found.uniqueIdentifier)").first?.contains("presented=TaskFormSheet(Einkaufen)") == true)
        #expect(h.app?.screen.selection == found.uniqueIdentifier)
    }

    @Test func specBehaviourLeavesCompletedTaskUntilRelaunch() {
        let h = Harness("device add phone", "app install focusblox", "task add Einkaufen", "task complete Einkaufen")
        #expect(h.device?.spotlight.count(app: Self.bundle) == 1)
        h.run("app terminate")
        h.run("app launch")
        #expect(h.device?.spotlight.count(app: Self.bundle) == 0)
    }

    @Test func correctedBehaviourRemovesCompletedTaskAtOnce() {
        let h = Harness("device add phone", "app install focusblox --spotlight-behaviour corrected", "task add Einkaufen", "task complete Einkaufen")
        #expect(h.device?.spotlight.count(app: Self.bundle) == 0)
    }

    @Test func templatesAndCustomAttributes() throws {
        let h = Harness("device add phone", "app install focusblox", "task add Plan --recurrence daily",
                        "task add Steuer --type income --importance 3 --urgency urgent --due 2026-01-31")
        let items = h.device?.spotlight.items(app: Self.bundle) ?? []
        #expect(items.count == 1)
        let set = try #require(items.first?.attributeSet)
        #expect(set.value(named: "taskType") == .string("income"))
        #expect(set.value(named: "importance") == .number(3))
        #expect(set.value(named: "urgency") == .string("urgent"))
        #expect(set.dueDate != nil)
    }

    @Test func focusBlocksAndBadInput() {
        let h = Harness("device add phone", "app install focusblox", "task add A")
        #expect(h.run("block end").first?.contains("no focus block is running") == true)
        #expect(h.run("block start Deep --duration 30m --tasks A").first?.contains("runs until 2026-01-05 09:30") == true)
        #expect(h.run("block start Again").first?.contains("still running") == true)
        #expect(h.app?.screen.tab == "Focus")
        #expect(h.run("task add B --importance 9").first?.contains("importance must be 1, 2 or 3") == true)
        #expect(h.run("task add B --urgency soon").first?.hasPrefix("error:") == true)
        #expect(h.run("task complete Nope").first?.contains("no task 'Nope'") == true)
        #expect(h.run("app install focusblox --spotlight-behaviour sloppy").first?.hasPrefix("error:") == true)
        h.run("block end")
        #expect(h.run("task complete A --via focus-block") == ["completed \"A\""])
    }

    @Test func completionOffersTaskTitles() {
        let h = Harness("device add phone", "app install focusblox", "task add Einkaufen", "task add Putzen")
        #expect(h.app?.program?.completionValues(for: "taskTitles") == ["Einkaufen", "Putzen"])
        #expect(h.app?.program?.completionValues(for: "unknown") == [])
    }
}
