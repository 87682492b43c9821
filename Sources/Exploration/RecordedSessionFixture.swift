import LimelightCore
import Script
import SimulatorKit

/// A long recorded session whose failure needs only a few of its steps: what the benchmark and the tests give
/// `reduce`. FocusBlox's spec bug (a completed task stays searchable) hides among everyday steps.
public enum RecordedSessionFixture {
    /// The everyday steps the failing ones hide among; none of them is needed for the failure.
    static let noise = ["clock advance 1m", "tips", "widgets show", "spotlight search Milch", "app background focusblox",
                        "app foreground focusblox", "task add \"Note %d\"", "intents donations", "clock advance 5s",
                        "spotlight show", "task list", "app show focusblox"]

    /// A session of `steps` steps (at least 5) recorded as `record` writes it (each step with its output), then a failing
    /// `expect`: the five steps the failure needs are `device add phone`, `app install focusblox`, `task add Einkaufen`,
    /// `task complete Einkaufen` and the final `expect violations searchable-matches-model == (none)` (a completed task
    /// must not be searchable; without the completion it holds, so no cut can keep the failure without it).
    public static func focusBloxBug(steps: Int, catalog: AppCatalog, registry: CommandRegistry) -> String {
        let total = max(5, steps)
        let session = Session(seed: 42, catalog: catalog, registry: registry)
        var lines = ["device add phone", "app install focusblox"]
        let fill = total - 5
        let addAt = 2 + fill / 3
        let completeAt = 2 + 2 * fill / 3 + 1
        var n = 0
        while lines.count < total - 1 {
            if lines.count == addAt { lines.append("task add Einkaufen"); continue }
            if lines.count == completeAt { lines.append("task complete Einkaufen"); continue }
            let template = noise[n % noise.count]
            n += 1
            lines.append(template.replacingPlaceholder(with: n))
        }
        for line in lines { _ = session.execute(line) }
        return session.transcriptScenario(title: "FocusBlox: a completed task stays searchable (recorded, \(total) steps)")
            + "expect violations searchable-matches-model == (none)\n"
    }
}

extension String {
    /// The text with its `%d` replaced by `number`.
    fileprivate func replacingPlaceholder(with number: Int) -> String {
        guard let range = range(of: "%d") else { return self }
        return replacingCharacters(in: range, with: String(number))
    }
}
