import SwiftSyntax
import SwiftSyntaxMacros

/// TipKit's `@Parameter static var isLoggedIn: Bool = false` (and `@Parameter(.transient)`): the property reads and
/// writes a `Tips.Parameter` named after its type and property (`FavoriteTip.isLoggedIn`), kept in the app's TipKit
/// datastore, and `$isLoggedIn` is that parameter, for `#Rule(Self.$isLoggedIn) { … }`.
public struct TipParameterMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _, isStatic) = try parts(of: declaration)
        return [
            "get { \(raw: "$" + name).wrappedValue }",
            "\(raw: isStatic ? "set" : "nonmutating set") { \(raw: "$" + name).wrappedValue = newValue }",
        ]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, initial, isStatic) = try parts(of: declaration)
        let options = node.arguments.flatMap { $0.as(LabeledExprListSyntax.self) }.map { list in
            list.map { ", " + $0.expression.trimmedDescription }.joined()
        } ?? ""
        let parameterType = type.map { "LimelightTipKit.Tips.Parameter<\($0)>" } ?? "LimelightTipKit.Tips.Parameter"
        let modifiers = declaration.as(VariableDeclSyntax.self)?.modifiers
            .filter { ["public", "internal", "fileprivate", "private", "package", "static", "class", "nonisolated"].contains($0.name.text) }
            .map { $0.name.text == "class" ? "static" : $0.name.text } ?? []
        let prefix = modifiers.joined(separator: " ")
        return ["""
        \(raw: prefix.isEmpty ? "" : prefix + " ")let \(raw: "$" + name) = \(raw: parameterType)(Self.self, \(literal: name), \(raw: initial)\(raw: options))
        """]
    }

    /// The property's name, type, initial value and whether it is static.
    static func parts(of declaration: some DeclSyntaxProtocol) throws -> (String, String?, String, Bool) {
        guard let variable = declaration.as(VariableDeclSyntax.self), variable.bindings.count == 1, let binding = variable.bindings.first,
              let identifier = binding.pattern.as(IdentifierPatternSyntax.self) else {
            throw RuleMacroError("@Parameter applies to one property: @Parameter static var isLoggedIn: Bool = false")
        }
        guard let initial = binding.initializer?.value.trimmedDescription else {
            throw RuleMacroError("@Parameter needs a default value: @Parameter static var \(identifier.identifier.text): Bool = false")
        }
        let isStatic = variable.modifiers.contains { $0.name.text == "static" || $0.name.text == "class" }
        return (identifier.identifier.text, binding.typeAnnotation?.type.trimmedDescription, initial, isStatic)
    }
}

/// SwiftUI's `@Entry` inside `extension EnvironmentValues`: `@Entry var accent: Color = .blue` becomes a property
/// backed by an `EnvironmentKey` whose default is the initial value.
public struct EntryMacro: AccessorMacro, PeerMacro {
    public static func expansion(of node: AttributeSyntax, providingAccessorsOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [AccessorDeclSyntax] {
        let (name, _, _, _) = try TipParameterMacro.parts(of: declaration)
        let key = "__Key_" + name
        return ["get { self[\(raw: key).self] }", "set { self[\(raw: key).self] = newValue }"]
    }

    public static func expansion(of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol,
                                 in context: some MacroExpansionContext) throws -> [DeclSyntax] {
        let (name, type, initial, _) = try TipParameterMacro.parts(of: declaration)
        let typeText = type.map { ": " + $0 } ?? ""
        return ["""
        private struct \(raw: "__Key_" + name): LimelightSwiftUI.EnvironmentKey {
            static var defaultValue\(raw: typeText) { \(raw: initial) }
        }
        """]
    }
}
