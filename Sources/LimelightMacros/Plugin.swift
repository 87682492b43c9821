import SwiftCompilerPlugin
import SwiftSyntaxMacros

/// The compiler plug-in that expands the simulated frameworks' macros.
@main
struct LimelightMacrosPlugin: CompilerPlugin {
    let providingMacros: [Macro.Type] = [
        PreviewMacro.self, PreviewableMacro.self, RuleMacro.self, TipParameterMacro.self, EntryMacro.self,
    ]
}
