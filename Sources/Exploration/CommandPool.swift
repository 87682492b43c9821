import LimelightCore
import Script

/// The commands `explore` draws from, each with its weight: every registry command a user can type against a device,
/// weighted toward what changes state; session control, expectations, file access, the CoreSpotlight calls an app
/// makes itself and injected faults are left out (they would make the app's own code, which explore tests, irrelevant).
public struct CommandPool {
    /// The commands with their weights, in registry order.
    public let entries: [(spec: CommandSpec, weight: Int)]
    /// The registry the commands come from (their static checks parse against it).
    let registry: CommandRegistry
    /// The sum of the weights.
    public let totalWeight: Int
    /// The running sums of the weights (entry `i` is drawn for picks below `cumulative[i]`).
    let cumulative: [Int]
    /// Whether each entry's lines can be bound without the parser (no variadic argument before the last): see
    /// `JourneyGenerator`.
    let bindable: [Bool]
    /// Each entry's command name (`task add`), written once.
    let names: [String]

    /// First words never drawn: session control, help, expectations and output-only commands.
    static let excludedFirstWords: Set<String> = ["help", "record", "save", "quit", "exit", "reset", "snapshot", "state", "undo",
                                                  "checkpoint", "checkpoints", "rewind", "invariant", "expect", "log", "screen"]
    /// Whole commands never drawn: the world's setup (explore does it first), faults and configuration.
    static let excludedCommands: Set<String> = ["device add", "app install", "app uninstall", "spotlight fail", "spotlight lose",
                                                "spotlight config", "spotlight domain", "widgets developer-mode", "device select"]
    /// Topics never drawn: the CoreSpotlight API typed by hand, as the app would call it.
    static let excludedTopics: Set<String> = ["Session", "Expectations", "Spotlight (as the app)"]
    /// Topics whose commands change the world, drawn four times as often.
    static let changingTopics: Set<String> = ["App actions", "Apps", "Devices", "Clock", "Widgets", "Tips", "Siri", "Intents",
                                              "Sync", "User activities"]
    /// Words that mark a command as one that only reads, whatever its topic.
    static let readingWords: Set<String> = ["show", "list", "kinds", "pending", "find", "arbitration", "learning", "suggestions",
                                            "donations", "budget", "orphans", "available", "state", "id-from"]

    /// Commands at the heart of what explore tests (results tapped, time passing, the app's life), drawn most often.
    static let favourites: Set<String> = ["spotlight tap", "spotlight search", "clock advance", "app launch", "app terminate",
                                          "app crash", "app background", "app foreground", "device lock", "device unlock"]

    /// The pool for `registry`, limited to the app actions of `apps` (short names, as `app install` takes them).
    public init(registry: CommandRegistry, apps: Set<String>) {
        self.registry = registry
        var entries: [(CommandSpec, Int)] = []
        for spec in registry.commands {
            guard !Self.excludedFirstWords.contains(spec.path[0]), !Self.excludedCommands.contains(spec.name),
                  !Self.excludedTopics.contains(spec.topic) else { continue }
            if !spec.apps.isEmpty, !spec.apps.contains(where: apps.contains) { continue }
            if spec.arguments.contains(where: { !$0.isOptional && ($0.kind == .rest || $0.kind == .keyValue || $0.completion == .files) }) { continue }
            var weight = Self.changingTopics.contains(spec.topic) ? 4 : 1
            if spec.path.contains(where: Self.readingWords.contains) { weight = 1 }
            if spec.topic == "App actions", weight > 1 { weight = 8 }
            if Self.favourites.contains(spec.name) { weight = 6 }
            entries.append((spec, weight))
        }
        self.entries = entries
        totalWeight = entries.reduce(0) { $0 + $1.1 }
        var sum = 0
        cumulative = entries.map { sum += $0.1; return sum }
        names = entries.map { $0.0.name }
        bindable = entries.map { !$0.0.arguments.dropLast().contains(where: \.isVariadic) }
    }

    /// A command drawn by weight.
    func draw(_ random: inout SeededRandom) -> CommandSpec? {
        drawEntry(&random).map { entries[$0].spec }
    }

    /// The index of an entry drawn by weight (one random number, a binary search over the running sums).
    func drawEntry(_ random: inout SeededRandom) -> Int? {
        guard totalWeight > 0 else { return nil }
        let pick = Int(random.next() % UInt64(totalWeight))
        var low = 0, high = cumulative.count - 1
        while low < high {
            let mid = (low + high) / 2
            if cumulative[mid] > pick { high = mid } else { low = mid + 1 }
        }
        return low
    }
}
