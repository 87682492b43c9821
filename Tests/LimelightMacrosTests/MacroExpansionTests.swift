import LimelightMacros
import SwiftSyntaxMacroExpansion
import SwiftSyntaxMacros
import SwiftSyntaxMacrosGenericTestSupport
import Testing

/// The macros' expansions, checked as the compiler would expand them.
@Suite struct MacroExpansionTests {
    let macros: [String: MacroSpec] = [
        "Rule": MacroSpec(type: RuleMacro.self), "Parameter": MacroSpec(type: TipParameterMacro.self),
        "Preview": MacroSpec(type: PreviewMacro.self), "Previewable": MacroSpec(type: PreviewableMacro.self),
        "Entry": MacroSpec(type: EntryMacro.self),
    ]

    func expand(_ source: String, _ expected: String, diagnostics: [DiagnosticSpec] = [],
                sourceLocation: SourceLocation = #_sourceLocation) {
        assertMacroExpansion(source, expandedSource: expected, diagnostics: diagnostics, macroSpecs: macros,
                             failureHandler: { Issue.record(Comment(rawValue: $0.message), sourceLocation: sourceLocation) })
    }

    @Test func ruleOverAParameter() {
        expand("""
        let r = #Rule(Self.$isLoggedIn) {
            $0 == true
        }
        """, """
        let r = LimelightTipKit.Tips.Rule(ruleInputs: Self.$isLoggedIn, source: "$0 == true", predicate: {
            $0 == true
            })
        """)
    }

    @Test func ruleOverAnEventAndAParameter() {
        expand("""
        let r = #Rule(Self.didOpen, Self.$enabled) { event, enabled in event.donations.count >= 3 && enabled }
        """, """
        let r = LimelightTipKit.Tips.Rule(ruleInputs: Self.didOpen, Self.$enabled, source: "event, enabled in event.donations.count >= 3 && enabled", predicate: { event, enabled in
                event.donations.count >= 3 && enabled
            })
        """)
    }

    @Test func ruleWithoutInputsIsAnError() {
        expand("""
        let r = #Rule { true }
        """, """
        let r = #Rule { true }
        """, diagnostics: [DiagnosticSpec(message: "#Rule needs at least one parameter or event: #Rule(Self.$parameter) { $0 == true }", line: 1, column: 9)])
    }

    @Test func parameterIsNamedAfterItsTypeAndProperty() {
        expand("""
        struct FavoriteTip {
            @Parameter(.transient)
            static var isLoggedIn: Bool = false
        }
        """, """
        struct FavoriteTip {
            static var isLoggedIn: Bool {
                get {
                    $isLoggedIn.wrappedValue
                }
                set {
                    $isLoggedIn.wrappedValue = newValue
                }
            }

            static let $isLoggedIn = LimelightTipKit.Tips.Parameter<Bool>(Self.self, "isLoggedIn", false, .transient)
        }
        """)
    }

    @Test func parameterWithoutADefaultIsAnError() {
        expand("""
        struct T {
            @Parameter
            static var count: Int
        }
        """, """
        struct T {
            static var count: Int
        }
        """, diagnostics: [
            DiagnosticSpec(message: "@Parameter needs a default value: @Parameter static var count: Bool = false", line: 2, column: 5),
            DiagnosticSpec(message: "@Parameter needs a default value: @Parameter static var count: Bool = false", line: 2, column: 5),
        ])
    }

    @Test func previewRegistersItsBody() {
        expand("""
        #Preview("Small") {
            @Previewable @State var count = 1
            Text("\\(count)")
        }
        """, """
        struct __macro_local_7PreviewfMu_: LimelightSwiftUI.PreviewRegistry {
            static let fileID: String = "TestModule/test.swift"
            static let line: Int = 1
            static let column: Int = 1
            @MainActor static func makePreview() throws -> LimelightSwiftUI.Preview {
                LimelightSwiftUI.Preview("Small") {
                    @State var count = 1
                                Text("\\(count)")
                }
            }
        }
        """)
    }

    @Test func entryMakesAnEnvironmentKey() {
        expand("""
        extension EnvironmentValues {
            @Entry var accent: Color = .blue
        }
        """, """
        extension EnvironmentValues {
            var accent: Color {
                get {
                    self[__Key_accent.self]
                }
                set {
                    self[__Key_accent.self] = newValue
                }
            }

            private struct __Key_accent: LimelightSwiftUI.EnvironmentKey {
                static var defaultValue: Color {
                    .blue
                }
            }
        }
        """)
    }
}
