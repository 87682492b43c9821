import Foundation
import LimelightCore
import LimelightSwiftUI

/// App Intents' `_SnippetViewContainer`: the `Snippet` of a result that shows a SwiftUI view (the view itself is kept
/// as the simulator's view data, `IntentResultContainer.simulatedSnippet`).
public struct _SnippetViewContainer: Sendable {}

extension IntentResult {
    /// `return .result { SummaryView() }`: done, showing a snippet.
    public static func result<Content: View>(@ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, Never> {
        .init(snippet: SimViewRenderer.node(content()))
    }

    /// `return .result(dialog: "…") { SummaryView() }`.
    public static func result<Content: View>(dialog: IntentDialog, @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        .init(dialog: dialog, snippet: SimViewRenderer.node(content()))
    }

    /// `return .result(value: total) { TotalView(total) }`.
    public static func result<Value: _IntentValue, Content: View>(value: Value, @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, Never> {
        .init(value: value, snippet: SimViewRenderer.node(content()))
    }

    /// `return .result(value: total, dialog: "…") { TotalView(total) }`.
    public static func result<Value: _IntentValue, Content: View>(value: Value, dialog: IntentDialog,
                                                                 @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
        .init(value: value, dialog: dialog, snippet: SimViewRenderer.node(content()))
    }

    /// `return .result(opensIntent: …, dialog: "…") { … }`.
    public static func result<OpensAppIntent: AppIntent, Content: View>(opensIntent: OpensAppIntent, dialog: IntentDialog,
                                                                       @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Never, OpensAppIntent, _SnippetViewContainer, IntentDialog> {
        .init(opensIntent: opensIntent, dialog: dialog, snippet: SimViewRenderer.node(content()))
    }

    /// `return .result(value: …, opensIntent: …) { … }`.
    public static func result<Value: _IntentValue, OpensAppIntent: AppIntent, Content: View>(value: Value, opensIntent: OpensAppIntent,
                                                                                            @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, Never> {
        .init(value: value, opensIntent: opensIntent, snippet: SimViewRenderer.node(content()))
    }

    /// `return .result(value: …, opensIntent: …, dialog: "…") { … }`.
    public static func result<Value: _IntentValue, OpensAppIntent: AppIntent, Content: View>(value: Value, opensIntent: OpensAppIntent,
                                                                                            dialog: IntentDialog,
                                                                                            @ViewBuilder content: () -> Content) -> Self
        where Self == IntentResultContainer<Value, OpensAppIntent, _SnippetViewContainer, IntentDialog> {
        .init(value: value, opensIntent: opensIntent, dialog: dialog, snippet: SimViewRenderer.node(content()))
    }

    /// `return .result(dialog: "…", view: SummaryView())`.
    public static func result<Content: View>(dialog: IntentDialog, view: Content = EmptyView()) -> Self
        where Self == IntentResultContainer<Never, Never, _SnippetViewContainer, IntentDialog> {
        .init(dialog: dialog, snippet: SimViewRenderer.node(view))
    }

    /// `return .result(value: total, dialog: "…", view: TotalView(total))`.
    public static func result<Value: _IntentValue, Content: View>(value: Value, dialog: IntentDialog, view: Content = EmptyView()) -> Self
        where Self == IntentResultContainer<Value, Never, _SnippetViewContainer, IntentDialog> {
        .init(value: value, dialog: dialog, snippet: SimViewRenderer.node(view))
    }
}
