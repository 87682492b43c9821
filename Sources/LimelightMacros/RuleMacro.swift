import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `#Rule(Self.$isLoggedIn) { $0 == true }` and `#Rule(Self.didOpen) { $0.donations.count >= 3 }`: a
/// `Tips.Rule` over its inputs (parameters give their values to the closure, events themselves), whose closure the
/// simulator evaluates as the app's code. The rule keeps its source text, which `tips` shows when it does not hold.
public struct RuleMacro: ExpressionMacro {
    public static func expansion(of node: some FreestandingMacroExpansionSyntax,
                                 in context: some MacroExpansionContext) throws -> ExprSyntax {
        var inputs = Array(node.arguments)
        var predicate: ExprSyntax
        if let closure = node.trailingClosure {
            predicate = ExprSyntax(closure)
        } else if let last = inputs.popLast() {
            predicate = last.expression
        } else {
            throw RuleMacroError("#Rule needs its inputs and a closure: #Rule(Self.$parameter) { $0 == true }")
        }
        guard !inputs.isEmpty else {
            throw RuleMacroError("#Rule needs at least one parameter or event: #Rule(Self.$parameter) { $0 == true }")
        }
        predicate = predicate.trimmed
        var written = predicate.trimmedDescription
        if let closure = predicate.as(ClosureExprSyntax.self) {
            written = (closure.signature.map { $0.trimmedDescription + " " } ?? "") + closure.statements.trimmedDescription
        }
        let source = written.split(whereSeparator: \.isNewline).map { $0.trimmingCharacters() }.joined(separator: " ")
        let list = inputs.map { $0.expression.trimmedDescription }.joined(separator: ", ")
        let literal = StringLiteralExprSyntax(content: source)
        return "LimelightTipKit.Tips.Rule(ruleInputs: \(raw: list), source: \(literal), predicate: \(predicate))"
    }
}

/// A `#Rule` written in a way the macro cannot expand.
struct RuleMacroError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}

extension Substring {
    /// Without leading and trailing blanks.
    func trimmingCharacters() -> String {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map { index(after: $0) } ?? start
        return String(self[start..<Swift.max(start, end)])
    }
}
