import SwiftSyntax
import SwiftSyntaxMacros

/// `#Preview { … }` and WidgetKit's `#Preview(as: .systemSmall) { … } timeline: { … }`: a type registering the
/// preview (as Apple's expansion does), so the preview's code is type-checked and can be made, but nothing runs it.
public struct PreviewMacro: DeclarationMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let name = context.makeUniqueName("Preview")
        let location = context.location(of: node)
        let file = location.map { "\($0.file)" } ?? "\"\""
        let line = location.map { "\($0.line)" } ?? "0"
        let column = location.map { "\($0.column)" } ?? "0"
        var call = FunctionCallExprSyntax(calledExpression: DeclReferenceExprSyntax(baseName: .identifier("LimelightSwiftUI.Preview")),
                                          leftParen: .leftParenToken(), arguments: node.arguments, rightParen: .rightParenToken())
        call.trailingClosure = node.trailingClosure.map(stripPreviewable)
        call.additionalTrailingClosures = MultipleTrailingClosureElementListSyntax(node.additionalTrailingClosures.map {
            $0.with(\.closure, stripPreviewable($0.closure))
        })
        return ["""
        struct \(name): LimelightSwiftUI.PreviewRegistry {
            static let fileID: String = \(raw: file)
            static let line: Int = \(raw: line)
            static let column: Int = \(raw: column)
            @MainActor static func makePreview() throws -> LimelightSwiftUI.Preview {
                \(call.trimmed)
            }
        }
        """]
    }

    /// The closure without `@Previewable` attributes (its variables are the body's own locals here).
    static func stripPreviewable(_ closure: ClosureExprSyntax) -> ClosureExprSyntax {
        PreviewableStripper().rewrite(closure).cast(ClosureExprSyntax.self)
    }
}

/// Removes `@Previewable` from attribute lists.
final class PreviewableStripper: SyntaxRewriter {
    override func visit(_ node: AttributeListSyntax) -> AttributeListSyntax {
        let kept = node.filter { element in
            guard case .attribute(let attribute) = element else { return true }
            return attribute.attributeName.trimmedDescription != "Previewable"
        }
        return AttributeListSyntax(kept)
    }
}

/// `@Previewable`: marks a `#Preview` body's variable; `#Preview` removes it, so it expands to nothing.
public struct PreviewableMacro: PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] { [] }
}
