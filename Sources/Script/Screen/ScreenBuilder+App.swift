import LimelightCore
import SimulatorKit
import SystemServices

extension ScreenBuilder {
    /// An app's screen: the navigation path, the view's title, the selection, a presented sheet, the Siri tips the
    /// view shows, and the tab bar (the tabs the app declares, the selected one in brackets).
    func app(_ d: Device, _ a: InstalledApp) -> ScreenPicture {
        let s = a.screen
        var content: [ScreenRow] = []
        if a.state != .foreground {
            content += [.text("\(a.displayName) is \(a.state == .notRunning ? "not running" : "in the background")."),
                        .text("Open it:"), .text("app launch \(a.shortName)", indent: 2)]
            return ScreenPicture(title: "\(d.name): \(a.displayName)", status: clock(d), sections: [content])
        }
        let root = s.tab ?? a.displayName
        if !s.navigationPath.isEmpty { content.append(.path([root] + s.navigationPath)) }
        content.append(.text(s.navigationPath.last ?? root))
        if let selection = s.selection { content.append(.text("selected: \(selection)", indent: 2)) }
        if let sheet = s.presented { content.append(.card(title: "Sheet", lines: [sheet])) }
        for tip in tips(a, d, screen: s) {
            var lines = ["Try saying \"\(tip.phrase ?? "")\""]
            if tip.allowsDismissal { lines.append("close: tips dismiss \(tip.placement.location)") }
            content.append(.card(title: "Siri Tip in \(tip.placement.location)", lines: lines))
        }
        for (location, view) in tipKitTips(a, d, screen: s) {
            let drawing = SimViewLayout.drawFitting(view, columns: widgetColumns, maxRows: 12, now: d.runtime.now.date.timeIntervalSince1970,
                                                    calendar: d.calendar.calendar)
            content.append(.card(title: "Tip in \(location)", lines: SimViewCanvas.lines(drawing, unicode: false)))
        }
        var sections = [content]
        let tabs = a.withProgram { $0.completionValues(for: "tabs") } ?? []
        if !tabs.isEmpty { sections.append([.tabs(tabs, selected: s.tab)]) }
        return ScreenPicture(title: "\(d.name): \(a.displayName)", status: clock(d), sections: sections)
    }

    /// The visible Siri tips placed in the view on screen: a tip's location names the view (`BacklogView` is the
    /// Backlog tab, `LandmarkListView` the Landmarks tab, a pushed view by its name); `ContentView` is the root view,
    /// always on screen.
    func tips(_ a: InstalledApp, _ d: Device, screen s: ScreenState) -> [SiriTipState] {
        guard d.tips.isAvailable else { return [] }
        let view = (s.navigationPath.last ?? s.tab).map(Self.viewStem)
        return d.tips.states(app: a.bundleIdentifier, defaults: a.defaults).filter { tip in
            guard tip.isVisible else { return false }
            let stem = Self.viewStem(tip.placement.location)
            if stem == "content" { return true }
            guard let view, !view.isEmpty else { return false }
            return stem == view || stem.hasPrefix(view) || (view.hasSuffix("s") && stem.hasPrefix(String(view.dropLast())))
        }
    }

    /// The TipKit tips placed (`TipView(tip).place(in:)`) in the view on screen that are available now, drawn as
    /// their `TipView`.
    func tipKitTips(_ a: InstalledApp, _ d: Device, screen s: ScreenState) -> [(String, SimViewNode)] {
        let view = (s.navigationPath.last ?? s.tab).map(Self.viewStem)
        let handles = d.tips.tipKitTips(app: a.bundleIdentifier)
        return handles.keys.sorted().compactMap { id in
            guard let handle = handles[id], let node = handle.view else { return nil }
            let stem = Self.viewStem(handle.location)
            guard stem == "content" || (view.map { !$0.isEmpty && (stem == $0 || stem.hasPrefix($0)) } ?? false) else { return nil }
            guard case .available = d.tips.tipKitStatus(app: a.bundleIdentifier, handle.facts()) else { return nil }
            return (handle.location, node)
        }
    }

    /// A view or tab name lowercased without a trailing `View` and without spaces: `BacklogView` and `Backlog` give `backlog`.
    static func viewStem(_ name: String) -> String {
        var n = name.lowercased().filter { $0 != " " }
        if n.hasSuffix("view"), n.count > 4 { n.removeLast(4) }
        return n
    }
}
