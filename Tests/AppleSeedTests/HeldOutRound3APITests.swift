import AppIntents
import Foundation
import Intents
import LimelightCore
import SwiftUI
import Testing

// API that the third held-out round's files needed (Docs/AppleAPI.md, "The held-out set", round 3): an intent result
// with a value, a dialog and a snippet view (Days Left); a stroked, trimmed, rotated gauge and a two-column LazyVGrid
// (Dashlane's widget); SiriKit's messaging intents, as Xcode's Intents-extension template handles them (Cookie Tracker).

struct RoundThreeDaysIntent: AppIntent {
    static let title: LocalizedStringResource = "How many days left?"
    func perform() async throws -> some IntentResult & ShowsSnippetView & ProvidesDialog & ReturnsValue<Int> {
        .result(value: 12, dialog: "12 days left") {
            VStack {
                Text("12")
                Text("40%").font(.footnote)
            }
        }
    }
}

/// As the Intents extension template: every messaging intent handled, recipients resolved one by one.
final class RoundThreeMessagesHandler: NSObject, INSendMessageIntentHandling, INSearchForMessagesIntentHandling, INSetMessageAttributeIntentHandling {
    func resolveRecipients(for intent: INSendMessageIntent, with completion: @escaping ([INSendMessageRecipientResolutionResult]) -> Void) {
        completion((intent.recipients ?? []).map { .success(with: $0) })
    }
    func handle(intent: INSendMessageIntent, completion: @escaping (INSendMessageIntentResponse) -> Void) {
        completion(INSendMessageIntentResponse(code: .success, userActivity: nil))
    }
    func handle(intent: INSearchForMessagesIntent, completion: @escaping (INSearchForMessagesIntentResponse) -> Void) {
        let response = INSearchForMessagesIntentResponse(code: .success, userActivity: nil)
        let sarah = INPerson(personHandle: INPersonHandle(value: "sarah@example.com", type: .emailAddress), nameComponents: nil,
                             displayName: "Sarah", image: nil, contactIdentifier: nil, customIdentifier: nil)
        response.messages = [INMessage(identifier: "m1", content: "Hello", dateSent: Date(timeIntervalSince1970: 0), sender: sarah, recipients: [])]
        completion(response)
    }
    func handle(intent: INSetMessageAttributeIntent, completion: @escaping (INSetMessageAttributeIntentResponse) -> Void) {
        completion(INSetMessageAttributeIntentResponse(code: .success, userActivity: nil))
    }
}

/// Collects completion handlers' answers.
final class RoundThreeBox: @unchecked Sendable {
    private(set) var values: [String] = []
    func append(_ value: String) { values.append(value) }
}

@Suite struct HeldOutRound3APITests {
    @Test func aResultKeepsItsValueDialogAndSnippet() async throws {
        #expect(try await RoundThreeDaysIntent().perform().value == 12)
        let result: IntentResultContainer<Int, Never, _SnippetViewContainer, IntentDialog> = .result(value: 12, dialog: "12 days left") {
            VStack {
                Text("12")
                Text("40%").font(.footnote)
            }
        }
        #expect(result.value == 12)
        #expect("\(result.dialog?.full ?? "")" == "12 days left")
        let snippet = try #require(result.simulatedSnippet)
        #expect(snippet.kind == SimViewNode.Kind.vstack)
        #expect(snippet.texts == ["12", "40%"])
    }

    @Test func aStrokedTrimmedRotatedCircleIsDrawnAsAStrokedCircle() {
        let gauge = Circle()
            .trim(from: 0, to: 0.75)
            .stroke(style: StrokeStyle(lineWidth: 12, lineCap: .round, lineJoin: .round))
            .rotation(.degrees(135))
        let node = SimViewRenderer.node(gauge)
        #expect(node.kind == .shape && node.text == "Circle")
        #expect(node.property("stroke") != nil && node.property("rotation") == "135")
        let style = StrokeStyle(lineWidth: 2, lineCap: .round)
        #expect(style.lineCap == .round && style.lineJoin == .miter && style.miterLimit == 10 && style.dash.isEmpty)
    }

    @Test func aLazyVGridFillsRowsOfItsColumnCount() {
        let grid = LazyVGrid(columns: Array(repeating: .init(.flexible(), spacing: 0, alignment: .leading), count: 2),
                             alignment: .leading, spacing: 10) {
            Text("Total")
            Text("Compromised")
            Text("Reused")
            Text("Weak")
            Text("Old")
        }
        let node = SimViewRenderer.node(grid)
        #expect(node.kind == .vstack && node.property("alignment") == "leading" && node.property("spacing") == "10")
        #expect(node.children.map(\.kind) == [.hstack, .hstack, .hstack])
        #expect(node.children.map(\.texts) == [["Total", "Compromised"], ["Reused", "Weak"], ["Old"]])
        let columns = [GridItem(.fixed(30)), GridItem(.adaptive(minimum: 50))]
        #expect(columns.count == 2 && columns[0].spacing == nil)
    }

    @Test func theMessagingIntentsAreHandledAsTheExtensionTemplateDoes() {
        let handler = RoundThreeMessagesHandler()
        let box = RoundThreeBox()
        let john = INPerson(personHandle: INPersonHandle(value: "+1-415-555-5555", type: .phoneNumber), nameComponents: nil,
                            displayName: nil, image: nil, contactIdentifier: nil, customIdentifier: nil)
        let send = INSendMessageIntent(recipients: [john], outgoingMessageType: .outgoingMessageText, content: "On my way",
                                       speakableGroupName: nil, conversationIdentifier: nil, serviceName: nil, sender: nil, attachments: nil)
        handler.resolveRecipients(for: send) { results in box.append(results.map(\.simulatedOutcome).joined(separator: ",")) }
        handler.resolveContent(for: send) { box.append("content \($0.simulatedOutcome)") }
        handler.confirm(intent: send) { box.append("confirm \($0.code)") }
        handler.handle(intent: send) { box.append("send \($0.code)") }
        handler.handle(intent: INSearchForMessagesIntent()) { response in
            box.append("found \(response.messages?.map { "\($0.sender?.displayName ?? "?"): \($0.content ?? "")" } ?? [])")
        }
        handler.handle(intent: INSetMessageAttributeIntent(identifiers: ["m1"], attribute: .read)) { box.append("set \($0.code)") }
        #expect(box.values == ["success", "content success", "confirm ready", "send success", "found [\"Sarah: Hello\"]", "set success"])
        #expect(john.displayName == "+1-415-555-5555")
        #expect(send.description == #"INSendMessageIntent(content: "On my way", recipients: ["+1-415-555-5555"])"#)
    }
}
