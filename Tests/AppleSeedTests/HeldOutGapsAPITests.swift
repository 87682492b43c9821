import AppIntents
import Foundation
import Intents
import LimelightUIKit
import os
import Testing
import WidgetKit

// API that round 2's files still lacked (Docs/AppleAPI.md, "The held-out set"): SiriKit's workout domain, an object as
// an os_log argument, PredictableIntent's predictions, UIKit's scenes and windows, WidgetFamily's Int raw value.

/// As Iron's handler: cancelling is handed to the app.
final class GapsCancelHandler: NSObject, INCancelWorkoutIntentHandling {
    func handle(intent: INCancelWorkoutIntent, completion: @escaping @Sendable (INCancelWorkoutIntentResponse) -> Void) {
        completion(.init(code: .handleInApp, userActivity: nil))
    }
}

enum GapsScope: String, AppEnum {
    case library, store
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Scope"
    static let caseDisplayRepresentations: [GapsScope: DisplayRepresentation] = [.library: "Library", .store: "Store"]
}

/// As Kurozora's SearchIntent: two predictions, one from three parameters and one from the title alone.
struct GapsSearchIntent: AppIntent, PredictableIntent {
    static let title: LocalizedStringResource = "Find"
    @Parameter(title: "Title") var title: String
    @Parameter(title: "In", default: .library) var scope: GapsScope
    @Parameter(title: "Page", default: 1) var page: Int

    static var predictionConfiguration: some IntentPredictionConfiguration {
        IntentPrediction(parameters: (\.$title, \.$scope, \.$page)) { title, scope, _ in
            DisplayRepresentation(title: "Find \(title) in \(scope.rawValue)")
        }
        IntentPrediction(parameters: \.$title) { title in
            DisplayRepresentation(title: "Find \(title)")
        }
    }

    func perform() async throws -> some IntentResult { .result() }
}

@Suite struct HeldOutGapsAPITests {
    @Test func workoutIntentsKeepTheirParametersAndAHandlerAnswers() {
        let start = INStartWorkoutIntent(workoutName: INSpeakableString(spokenPhrase: "Push day"), goalValue: 45,
                                         workoutGoalUnitType: .minute, workoutLocationType: .indoor, isOpenEnded: false)
        #expect(start.workoutName?.spokenPhrase == "Push day")
        #expect(start.goalValue == 45)
        #expect(start.workoutGoalUnitType == .minute && start.workoutGoalUnitType.rawValue == 7)
        #expect(INStartWorkoutIntent().workoutName == nil)
        let codes = ResponseBox()
        let handler = GapsCancelHandler()
        handler.handle(intent: INCancelWorkoutIntent()) { codes.append("\($0.code)") }
        handler.confirm(intent: INCancelWorkoutIntent()) { codes.append("\($0.code)") }
        handler.resolveWorkoutName(for: INCancelWorkoutIntent(workoutName: INSpeakableString(spokenPhrase: "Legs"))) {
            codes.append($0.simulatedOutcome)
        }
        #expect(codes.values == ["handleInApp", "ready", "success"])
        #expect(INShortcut(intent: INEndWorkoutIntent()) != nil)
    }

    @Test func anObjectIsAnOsLogArgumentAndShowsItsDescription() {
        let log = OSLog(subsystem: "heldout.gaps", category: "intents")
        let uuid = NSUUID(uuidString: "00000000-0000-0000-0000-000000000001")
        os_log("Handling intent=%{public}@ for %{public}@", log: log, type: .info, INStartWorkoutIntent(), uuid ?? NSUUID())
        os_log("Plain %d", log: log, 3)
        let texts = SimLogStore.shared.records(subsystem: "heldout.gaps").map(\.text)
        #expect(texts.count == 2)
        #expect(texts.first == "Handling intent=INStartWorkoutIntent() for 00000000-0000-0000-0000-000000000001")
        #expect(texts.last == "Plain 3")
    }

    @Test func predictionsShowTheIntentsValuesAndSkipUnsetParameters() {
        var intent = GapsSearchIntent()
        #expect(intent.simulatedPredictions.isEmpty)
        intent.title = "Dune"
        intent.scope = .store
        #expect(intent.simulatedPredictions.map { "\($0.title)" } == ["Find Dune in store", "Find Dune"])
    }

    @Test func theAppHasOneWindowSceneWithAKeyWindow() throws {
        let scenes = UIApplication.shared.connectedScenes
        #expect(scenes.count == 1)
        let scene = try #require(scenes.first as? UIWindowScene)
        let window = try #require(scene.keyWindow)
        #expect(window.windowScene === scene)
        #expect(window.windowScene?.session.scene === scene)
        #expect(scene.session.persistentIdentifier == "scene-1" && scene.session.role == .windowApplication)
        #expect(scene.activationState == .foregroundActive)
        #expect(UIApplication.shared.connectedScenes.first === scenes.first)
    }

    @Test func widgetFamilyIsIntBackedAndMapsToTheSimulatorsKinds() {
        #expect(WidgetFamily.systemSmall.rawValue == 0 && WidgetFamily.accessoryInline.rawValue == 7)
        #expect(WidgetFamily(rawValue: 1) == .systemMedium)
        #expect(WidgetFamily.allCases.map(\.simulated.rawValue) == ["systemSmall", "systemMedium", "systemLarge", "systemExtraLarge",
                                                                    "accessoryCircular", "accessoryCircular", "accessoryRectangular",
                                                                    "accessoryInline"])
        #expect("\(WidgetFamily.accessoryRectangular)" == "accessoryRectangular")
        #expect(WidgetFamily(simulated: .systemLarge) == .systemLarge)
    }
}

/// Collects what completion handlers were given.
final class ResponseBox: @unchecked Sendable {
    private(set) var values: [String] = []
    func append(_ value: String) { values.append(value) }
}
