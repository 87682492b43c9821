import Testing
import LimelightCore
import SimulatorKit
import SystemServices
@testable import Script

@Suite struct ServiceCommandsTests {
    let calendar = SimCalendar.utc
    let now = Runtime.defaultStart

    @Test func parsesTypedIntentValues() {
        #expect(IntentArguments.parse("3", as: .int, calendar: calendar, now: now) == .int(3))
        #expect(IntentArguments.parse("x", as: .int, calendar: calendar, now: now) == nil)
        #expect(IntentArguments.parse(".work", as: .enumeration("C"), calendar: calendar, now: now) == .enumCase("work"))
        #expect(IntentArguments.parse("work", as: .enumeration("C"), calendar: calendar, now: now) == .enumCase("work"))
        #expect(IntentArguments.parse("now", as: .date, calendar: calendar, now: now) == .date(now))
        #expect(IntentArguments.parse("yes", as: .bool, calendar: calendar, now: now) == .bool(true))
        #expect(IntentArguments.parse("maybe", as: .bool, calendar: calendar, now: now) == nil)
    }

    @Test func entityValuesMustMatchTheDeclaredType() {
        #expect(IntentArguments.parse("42", as: .entity("TaskEntity"), calendar: calendar, now: now)
                == .entity(EntityKey(for: "TaskEntity", identifier: "42")))
        #expect(IntentArguments.parse("TaskEntity:42", as: .entity("TaskEntity"), calendar: calendar, now: now)
                == .entity(EntityKey(for: "TaskEntity", identifier: "42")))
        #expect(IntentArguments.parse("OtherEntity:42", as: .entity("TaskEntity"), calendar: calendar, now: now) == nil)
        #expect(IntentArguments.parse("", as: .entity("TaskEntity"), calendar: calendar, now: now) == nil)
    }

    @Test func arraysParseEveryElement() {
        #expect(IntentArguments.parse("1,2", as: .array(.int), calendar: calendar, now: now) == .array([.int(1), .int(2)]))
        #expect(IntentArguments.parse("1,x", as: .array(.int), calendar: calendar, now: now) == nil)
    }

    @Test func buildsAnIntentAndRejectsUnknownParameters() throws {
        let meta = AppIntentsMetadata(app: "a", displayName: "A", intents: [
            IntentDeclaration(typeName: "NavigateIntent", title: "Navigate", parameters: [IntentParameterDeclaration("section", type: .enumeration("S"))])])
        let range = SourceRange(start: SourceLocation(line: 1, column: 1), end: SourceLocation(line: 1, column: 2))
        let intent = try IntentArguments.intent(BoundValue(text: "NavigateIntent", range: range), [BoundValue(text: "section=.map", range: range)],
                                                metadata: meta, calendar: calendar, now: now)
        #expect(intent == IntentRecord("NavigateIntent", ["section": .enumCase("map")]))
        #expect(throws: CommandError.self) {
            try IntentArguments.intent(BoundValue(text: "NavigateIntent", range: range), [BoundValue(text: "sektion=.map", range: range)],
                                       metadata: meta, calendar: calendar, now: now)
        }
        #expect(throws: CommandError.self) {
            try IntentArguments.intent(BoundValue(text: "NavigateIntent", range: range), [BoundValue(text: "novalue", range: range)],
                                       metadata: meta, calendar: calendar, now: now)
        }
        #expect(throws: CommandError.self) {
            try IntentArguments.intent(BoundValue(text: "FlyIntent", range: range), [], metadata: meta, calendar: calendar, now: now)
        }
    }

    @Test func widgetAndTipCommandsReportUnavailableOnMacOS() {
        let s = Session()
        _ = s.execute("device add mac --platform macos")
        let widgets = s.execute("widgets show")
        #expect(!widgets.failed)
        #expect(widgets.output.first?.hasPrefix("unavailable: widgets are unavailable on macOS") == true)
        let tips = s.execute("tips show BacklogView --app com.example.x")
        #expect(!tips.failed) // the platform check comes first: the unavailable result, not an error
        #expect(tips.output == ["unavailable: SiriTipView is unavailable on macOS (iOS, iPadOS, tvOS, watchOS only)"])
        #expect(!s.execute("expect widgets available == false").failed)
    }

    @Test func syncWithoutAdaptersReportsNothingToSync() {
        let s = Session()
        _ = s.execute("device add phone")
        _ = s.execute("device add mac --platform macos")
        let out = s.execute("sync now")
        #expect(!out.failed)
        #expect(out.output == ["nothing to sync (no app with sync is installed on two devices)"])
        #expect(s.execute("sync phone phone").failed)
        #expect(s.execute("sync phone ipad").failed)
    }
}
