import LimelightCore
import SimulatorKit
import Spotlight

/// `activity start|resign|show|continue`: NSUserActivity, as the app makes one current and as the system continues one.
enum ActivityCommands {
    static let all: [CommandSpec] = [
        CommandSpec(["activity", "start"], topic: "User activities", summary: "Make an NSUserActivity current (searchable when --search)",
                    discussion: "Acts as the selected app: creates an NSUserActivity, sets isEligibleForSearch / isEligibleForPublicIndexing, the content attribute set and userInfo, then calls becomeCurrent(). An activity eligible for search becomes an item in the app's index; tapping it continues the activity itself.",
                    arguments: [ArgumentSpec("type", .text, help: "the activity type, e.g. com.example.viewNote")],
                    options: [StandardCommands.deviceOption, StandardCommands.appOption,
                              OptionSpec("title", .text, help: "the user-visible title"),
                              OptionSpec("id", .text, help: "persistentIdentifier (its identifier in the index)"),
                              OptionSpec("search", nil, help: "isEligibleForSearch = true"),
                              OptionSpec("public", nil, help: "isEligibleForPublicIndexing = true"),
                              OptionSpec("keywords", .list, help: "keywords, comma-separated"),
                              OptionSpec("description", .text, help: "contentAttributeSet.contentDescription"),
                              OptionSpec("domain", .text, help: "contentAttributeSet.domainIdentifier"),
                              OptionSpec("related", .text, help: "contentAttributeSet.relatedUniqueIdentifier (an indexed item)", completion: .itemIdentifiers),
                              OptionSpec("info", .keyValue, help: "a userInfo entry", repeatable: true)],
                    examples: ["activity start com.example.viewNote --title \"Milk\" --id note-1 --search --info noteID=1"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let activity = Spotlight.ActivityRecord(activityType: try inv.text("type"), host: d.spotlight.activityHost(app: a.bundleIdentifier))
                        activity.title = inv.option("title")?.text
                        activity.persistentIdentifier = inv.option("id")?.text
                        activity.isEligibleForSearch = inv.flag("search")
                        activity.isEligibleForPublicIndexing = inv.flag("public")
                        activity.keywords = Set(inv.option("keywords").map { SpotlightItemOptions.splitList($0.text) } ?? [])
                        for v in inv.optionValues("info") {
                            let (k, value) = SpotlightItemOptions.split(v.text)
                            activity.userInfo[k] = value
                        }
                        if inv.option("description") != nil || inv.option("domain") != nil || inv.option("related") != nil {
                            var set = CSSearchableItemAttributeSet()
                            set.title = activity.title
                            set.contentDescription = inv.option("description")?.text
                            if let dom = inv.option("domain")?.text { set["domainIdentifier"] = .string(dom) }
                            if let rel = inv.option("related")?.text { set["relatedUniqueIdentifier"] = .string(rel) }
                            activity.contentAttributeSet = set
                        }
                        activity.becomeCurrent()
                        let id = activity.indexIdentifier ?? activity.persistentIdentifier ?? "(none)"
                        ctx.print("\(activity.activityType) is current" + (activity.isEligibleForSearch ? " and searchable as \(id)" : " (not eligible for search)"))
                    }),
        CommandSpec(["activity", "resign"], topic: "User activities", summary: "resignCurrent() on the app's current activity",
                    options: [StandardCommands.deviceOption, StandardCommands.appOption],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        guard let current = d.spotlight.currentActivity(app: a.bundleIdentifier) else {
                            throw CommandError("\(a.displayName) has no current activity", suggestion: "start one with 'activity start TYPE'")
                        }
                        current.resignCurrent()
                        ctx.print("\(current.activityType) is no longer current")
                    }),
        CommandSpec(["activity", "show"], topic: "User activities", summary: "Show the app's current activity",
                    options: [StandardCommands.deviceOption, StandardCommands.appOption],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        guard let c = d.spotlight.currentActivity(app: a.bundleIdentifier) else { return ctx.print("no current activity") }
                        ctx.print("\(c.activityType) title=\(c.title.map(CSAttributeValue.quote) ?? "none") search=\(c.isEligibleForSearch) public=\(c.isEligibleForPublicIndexing)")
                        for k in c.userInfo.keys.sorted() { ctx.print("  userInfo \(k)=\(c.userInfo[k] ?? "")") }
                    }),
        CommandSpec(["activity", "continue"], topic: "User activities", summary: "Continue a user activity in the app (as Handoff or a tapped result would)",
                    arguments: [ArgumentSpec("type", .text, help: "the activity type")],
                    options: [StandardCommands.deviceOption, StandardCommands.appOption,
                              OptionSpec("info", .keyValue, help: "a userInfo entry", repeatable: true)],
                    examples: ["activity continue com.apple.corespotlightitem --info kCSSearchableItemActivityIdentifier=note-1"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let activity = Spotlight.ActivityRecord(activityType: try inv.text("type"))
                        for v in inv.optionValues("info") {
                            let (k, value) = SpotlightItemOptions.split(v.text)
                            activity.userInfo[k] = value
                        }
                        let handled = d.continueActivity(activity, in: a)
                        ctx.print("\(a.displayName) \(handled ? "handled" : "did not handle") \(activity.activityType): \(a.screen)")
                    }),
    ]
}
