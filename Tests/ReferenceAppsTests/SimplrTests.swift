import LimelightCore
import ReferenceApps
import Spotlight
import Testing

@Suite struct SimplrTests {
    @Test func taskIdAcceptsOnlyPrefixedUUIDs() {
        #expect(Simplr.SpotlightManager.taskId(from: "task_3F2504E0-4F89-41D3-9A0C-0305E82C3301")?.uuidString == "3F2504E0-4F89-41D3-9A0C-0305E82C3301")
        #expect(Simplr.SpotlightManager.taskId(from: "task_3f2504e0-4f89-41d3-9a0c-0305e82c3301") != nil)
        for bad in ["", "task_", "3F2504E0-4F89-41D3-9A0C-0305E82C3301", "task_xyz", "Task_3F2504E0-4F89-41D3-9A0C-0305E82C3301", "task_3F2504E0"] {
            #expect(Simplr.SpotlightManager.taskId(from: bad) == nil, "\(bad)")
        }
    }

    @Test func rankingHintsFollowStatus() {
        #expect(Simplr.SpotlightManager.rankingHint(for: .overdue) == 1.0)
        #expect(Simplr.SpotlightManager.rankingHint(for: .dueToday) == 0.9)
        #expect(Simplr.SpotlightManager.rankingHint(for: .pending) == 0.7)
        #expect(Simplr.SpotlightManager.rankingHint(for: .noDueDate) == 0.5)
        #expect(Simplr.SpotlightManager.rankingHint(for: .completed) == 0.3)
    }

    @Test func addingIndexesTaskWithDescriptionLineAndKeywords() {
        let h = Harness("device add phone", "app install simplr")
        let out = h.run("task add \"Review project proposal\" --due 2026-01-02 --category Work")
        #expect(out.first?.hasPrefix("added \"Review project proposal\" (task_") == true)
        let item = h.device?.spotlight.items(app: "com.danielzverev.simplr").first
        #expect(item?.domainIdentifier == "com.danielzverev.simplr.tasks")
        #expect(item?.attributeSet.contentDescription == "⚠️ Overdue • Due: Jan 2, 2026 • Category: Work")
        #expect(item?.attributeSet.rankingHint == 1.0)
        #expect(item?.attributeSet.keywords?.contains("work") == true)
        #expect(item?.attributeSet.keywords?.contains("overdue") == true)
    }

    @Test func tapOpensRightTabAndClearsSelection() {
        let h = Harness("device add phone", "app install simplr", "task add Later --due 2026-02-01")
        guard let id = h.device?.spotlight.items(app: "com.danielzverev.simplr").first?.uniqueIdentifier else {
            Issue.record("nothing indexed")
            return
        }
        h.run("spotlight tap \(id)")
        #expect(h.app?.screen.tab == "Upcoming")
        #expect(h.app?.screen.presented == "EditTaskView(Later)")
        #expect(h.app?.screen.selection == nil)
        #expect(h.device?.haptics.map(\.pattern) == ["success"])
    }

    @Test func malformedAndStaleTapsDoNotNavigate() {
        let h = Harness("device add phone", "app install simplr", "task add Milk", "tab Completed")
        h.run("spotlight tap task_nope --force")
        h.run("spotlight tap task_3F2504E0-4F89-41D3-9A0C-0305E82C3301 --force")
        #expect(h.app?.screen.tab == "Completed")
        #expect(h.app?.screen.presented == nil)
        #expect(h.device?.haptics.isEmpty == true)
    }

    @Test func categoryRenameIsOneCall() {
        let h = Harness("device add phone", "app install simplr", "app launch", "task add A --category Work", "task add B --category Work")
        let before = h.session.simulation.runtime.log.events.filter { $0.kind == "spotlight.journaled" }.count
        #expect(h.run("category rename Work Office") == ["renamed \"Work\" to \"Office\"; re-indexed 2 tasks in one call"])
        let after = h.session.simulation.runtime.log.events.filter { $0.kind == "spotlight.journaled" }.count
        #expect(after == before + 1)
    }

    @Test func badInputIsReportedNotCrashing() {
        let h = Harness("device add phone", "app install simplr", "task add Milk")
        #expect(h.run("task complete Mlik").first?.contains("no task 'Mlik'") == true)
        #expect(h.run("task edit Milk --due someday").first?.hasPrefix("error:") == true)
        #expect(h.run("tab Nowhere").first?.contains("Simplr has no tab 'Nowhere'") == true)
        #expect(h.run("category rename Nothing Else").first?.contains("no category 'Nothing'") == true)
        #expect(h.run("task reopen Milk").first?.contains("is not completed") == true)
        #expect(h.run("project add X").first?.contains("Simplr has no action 'project add'") == true)
    }

    @Test func dataSurvivesOSUpdateAndLaunchReindexes() {
        let h = Harness("device add phone", "app install simplr", "task add Milk", "task add Bread", "device update-os")
        #expect(h.device?.spotlight.count(app: "com.danielzverev.simplr") == 0)
        h.run("app launch")
        #expect(h.device?.spotlight.count(app: "com.danielzverev.simplr") == 2)
    }
}
