import LimelightCore
import Script

/// Watches a scenario's session for the HTML report: the screen after each step that changed it (drawn as `screen`
/// draws it, with box-drawing characters at the default width) and, at the end, the simulation's events.
final class PictureRecorder {
    private let session: Session
    private let renderer = ScreenRenderer(charset: .unicode)
    private var last: [String]
    private let initial: [String]
    private var kept = 0
    private var omitted = 0

    /// Starts watching; the screen before the first step counts as the starting point.
    init(session: Session) {
        self.session = session
        initial = renderer.render(ScreenBuilder(simulation: session.simulation).picture())
        last = initial
    }

    /// The screen now if it differs from the last one seen (nil when unchanged, or past `screenLimit`).
    func screenIfChanged() -> [String]? {
        let now = renderer.render(ScreenBuilder(simulation: session.simulation).picture())
        guard now != last else { return nil }
        last = now
        guard kept < ScenarioPictures.screenLimit else {
            omitted += 1
            return nil
        }
        kept += 1
        return now
    }

    /// The timeline and the counts of what was left out.
    func finish() -> ScenarioPictures {
        var pictures = ScenarioPictures()
        let events = session.simulation.runtime.log.events
        let keep = min(events.count, ScenarioPictures.eventLimit)
        pictures.events.reserveCapacity(keep)
        for i in 0..<keep {
            let e = events[i]
            let message = e.message.count > ScenarioPictures.messageLimit ? String(e.message.prefix(ScenarioPictures.messageLimit)) + "…" : e.message
            pictures.events.append(TimelineEvent(seconds: e.instant.secondsSinceReferenceDate, device: e.device, app: e.app, kind: e.kind, message: message))
        }
        pictures.eventsOmitted = events.count - keep
        pictures.screensOmitted = omitted
        pictures.initialScreen = initial
        if let d = session.simulation.selectedDevice, d.widgets.isAvailable, !d.widgets.homeScreen.isEmpty {
            pictures.homeScreen = renderer.render(ScreenBuilder(simulation: session.simulation).picture(of: d, surface: .home))
            let svgs = ScreenBuilder.widgetSVGs(d)
            if !svgs.isEmpty { pictures.homeWidgets = svgs }
        }
        pictures.end = session.simulation.runtime.now.secondsSinceReferenceDate
        return pictures
    }
}
