import LimelightCore
import SimulatorKit
import Spotlight

/// `activity start|resign|show|continue`: NSUserActivity, as the app makes one current and as the system continues one.
enum ActivityCommands {
    static let titleOption = CommandOption.text("title", help: "the user-visible title")
    static let idOption = CommandOption.text("id", help: "persistentIdentifier (its identifier in the index)")
    static let searchOption = CommandOption.flag("search", help: "isEligibleForSearch = true")
    static let publicOption = CommandOption.flag("public", help: "isEligibleForPublicIndexing = true")
    static let keywordsOption = CommandOption.list("keywords", help: "keywords, comma-separated")
    static let descriptionOption = CommandOption.text("description", help: "contentAttributeSet.contentDescription")
    static let domainOption = CommandOption.text("domain", help: "contentAttributeSet.domainIdentifier")
    static let relatedOption = CommandOption.text("related", help: "contentAttributeSet.relatedUniqueIdentifier (an indexed item)", completion: .itemIdentifiers)
    static let infoOption = CommandOption.keyValue("info", help: "a userInfo entry", repeatable: true)

    static let all: [CommandSpec] = [
        CommandSpec(["activity", "start"], topic: "User activities", summary: "Make an NSUserActivity current (searchable when --search)",
                    discussion: "Acts as the selected app: creates an NSUserActivity, sets isEligibleForSearch / isEligibleForPublicIndexing, the content attribute set and userInfo, then calls becomeCurrent(). An activity eligible for search becomes an item in the app's index; tapping it continues the activity itself.",
                    arguments: [ArgumentSpec("type", .text, help: "the activity type, e.g. com.example.viewNote")],
                    options: [StandardCommands.deviceOption, StandardCommands.appOption,
                              titleOption.spec,
                              idOption.spec,
                              searchOption.spec,
                              publicOption.spec,
                              keywordsOption.spec,
                              descriptionOption.spec,
                              domainOption.spec,
                              relatedOption.spec,
                              infoOption.spec],
                    examples: ["activity start com.example.viewNote --title \"Milk\" --id note-1 --search --info noteID=1"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let activity = Spotlight.ActivityRecord(activityType: try inv.text("type"), host: d.spotlight.activityHost(app: a.bundleIdentifier))
                        activity.title = inv[titleOption]
                        activity.persistentIdentifier = inv[idOption]
                        activity.isEligibleForSearch = inv.flag(searchOption)
                        activity.isEligibleForPublicIndexing = inv.flag(publicOption)
                        activity.keywords = Set(inv[keywordsOption] ?? [])
                        for v in inv.boundAll(infoOption) {
                            let (k, value) = SpotlightItemOptions.split(v.text)
                            activity.userInfo[k] = value
                        }
                        if inv.bound(descriptionOption) != nil || inv.bound(domainOption) != nil || inv.bound(relatedOption) != nil {
                            var set = CSSearchableItemAttributeSet()
                            set.title = activity.title
                            set.contentDescription = inv[descriptionOption]
                            if let dom = inv[domainOption] { set["domainIdentifier"] = .string(dom) }
                            if let rel = inv[relatedOption] { set["relatedUniqueIdentifier"] = .string(rel) }
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
                              infoOption.spec],
                    examples: ["activity continue com.apple.corespotlightitem --info kCSSearchableItemActivityIdentifier=note-1"],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let a = try ctx.app(on: d)
                        let activity = Spotlight.ActivityRecord(activityType: try inv.text("type"))
                        for v in inv.boundAll(infoOption) {
                            let (k, value) = SpotlightItemOptions.split(v.text)
                            activity.userInfo[k] = value
                        }
                        let handled = d.continueActivity(activity, in: a)
                        ctx.print("\(a.displayName) \(handled ? "handled" : "did not handle") \(activity.activityType): \(a.screen)")
                    }),
    ]
}
