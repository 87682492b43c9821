/// SwiftUI's `ViewBuilder`: the result builder of `body` and of views' content closures. As Apple's, it has no
/// `buildArray` (`for` loops are written with `ForEach`).
@resultBuilder
public struct ViewBuilder {
    /// An empty block.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view, unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<(repeat each Content)> {
        var elements: [any View] = []
        repeat elements.append(each content)
        return TupleView((repeat each content), elements: elements)
    }

    /// A view expression.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// The `if` branch of `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The `else` branch of `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<TrueContent, FalseContent> {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// Content under `if #available`.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}
