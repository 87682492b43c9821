import LimelightCore
import SimulatorKit
import SpotlightQuery

/// `screen [home|search|app]`: draws what the selected device shows, as text.
enum ScreenCommands {
    static let widthValue = CommandOption.integer("width", help: "the width in columns, \(ScreenRenderer.widthRange.lowerBound)–\(ScreenRenderer.widthRange.upperBound) (default \(ScreenRenderer.defaultWidth))")

    static let widthOption = widthValue.spec

    static let all: [CommandSpec] = [
        CommandSpec(["screen"], topic: "Devices", summary: "Draw what the device shows now: Spotlight search, the app, or the Home Screen",
                    discussion: """
                    Draws the selected device's screen as text: the Lock Screen when locked; the Spotlight search screen while the last \
                    search is up (its result rows numbered as 'spotlight search' numbers them, with description and app; opening or using \
                    an app, tapping a result or locking the device takes it away); else the foreground app (navigation path, title, \
                    presented sheet, the Siri tips the view shows, tab bar); else the Home Screen (each widget, each Smart Stack with its \
                    top widget and the others' order and scores, the apps). Name a surface to draw it instead. Box-drawing characters in \
                    the REPL; plain ASCII (+-|) under NO_COLOR or TERM=dumb and always in scenarios, so golden output does not depend on \
                    the terminal.
                    """,
                    arguments: [ArgumentSpec("surface", .choice(["home", "search", "app"]), help: "what to draw (default: whatever is on top)",
                                             optional: true)],
                    options: [StandardCommands.deviceOption, widthOption],
                    examples: ["screen", "screen home", "screen search --width 60"],
                    staticCheck: { inv, _ in
                        do { _ = try width(inv) } catch let error as CommandError { return [error.diagnostic(fallback: inv.commandRange)] } catch {}
                        return []
                    },
                    body: .action { inv, ctx in
                        let columns = try width(inv)
                        let renderer = ScreenRenderer(width: columns, charset: ctx.session.screenCharset)
                        let device = inv.bound(StandardCommands.device) == nil ? nil : try ctx.device()
                        let surface = inv.argument("surface").flatMap { ScreenSurface(rawValue: $0.text) } ?? .auto
                        let picture = ScreenBuilder(simulation: ctx.simulation, width: renderer.width).picture(of: device, surface: surface)
                        // A saved or recorded session keeps the ASCII drawing `limelight run` makes, so it replays green.
                        ctx.print(shown: renderer.render(picture), recorded: ScreenRenderer(width: columns, charset: .ascii).render(picture))
                    }),
    ]

    /// The `--width` option, checked against `ScreenRenderer.widthRange`.
    static func width(_ inv: CommandInvocation) throws -> Int {
        guard let v = inv.bound(widthValue) else { return ScreenRenderer.defaultWidth }
        let range = ScreenRenderer.widthRange
        guard let n = inv[widthValue], range.contains(n) else {
            throw CommandError("--width \(v.text) is not a width from \(range.lowerBound) to \(range.upperBound) columns", range: v.range,
                               suggestion: "write a whole number from \(range.lowerBound) to \(range.upperBound), e.g. --width \(ScreenRenderer.defaultWidth)",
                               code: "bad-width")
        }
        return n
    }

    /// Keeps what `spotlight search` showed as the device's search screen (its first rows), and every numbered result.
    static func rememberSearch(text: String, result: UserQueryResult, device d: Device, _ ctx: CommandContext) {
        let rows = result.items.prefix(SearchScreenState.rowLimit).map { r in
            SearchScreenState.Row(title: QueryCommands.title(r.indexed), description: r.indexed.attributeSet.contentDescription,
                                  app: d.app(named: r.indexed.app)?.displayName ?? r.indexed.app)
        }
        ctx.simulation.search.searchScreens[d.name] = SearchScreenState(
            text: text, rows: Array(rows), totalCount: result.totalCount,
            suggestions: result.suggestions.prefix(SearchScreenState.suggestionLimit).map { "\($0)" },
            eventCount: ctx.simulation.runtime.log.events.count)
        ctx.simulation.search.searchScreens[d.name]?.results = result.items.map {
            ShownResult(app: $0.indexed.app, identifier: $0.indexed.uniqueIdentifier, title: QueryCommands.title($0.indexed))
        }
    }
}
