import LimelightCore
import SimulatorKit

/// The `tab NAME` action of the reference apps: switch to one of an app's tabs, named case-insensitively.
enum TabAction {
    /// The action for an app named `appName` whose tabs are `Tab`; `select` finds the running app and switches to the tab.
    static func make<Tab: RawRepresentable & CaseIterable>(appName: String, summary: String = "Switch to a tab of the app",
                                                           select: @escaping (AppProgram, Tab) throws -> Void) -> AppAction
        where Tab.RawValue == String {
        AppAction(["tab"], summary: summary,
                  arguments: [ArgumentSpec("name", .text, help: "the tab", completion: .app("tabs"))]) { program, call in
            let name = try call.text("name")
            guard let tab = Tab.allCases.first(where: { $0.rawValue.lowercased() == name.lowercased() }) else {
                throw AppActionError("\(appName) has no tab '\(name)'", argument: "name",
                                     suggestion: "tabs: \(Tab.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            try select(program, tab)
            return ["\(tab.rawValue) tab"]
        }
    }
}
