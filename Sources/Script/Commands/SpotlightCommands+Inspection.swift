import LimelightCore
import SimulatorKit
import Spotlight

extension SpotlightCommands {
    static let appOption = CommandOption.text("app", help: "only this app's items (default: every app on the device)", completion: .installedApps)
    static let forceOption = CommandOption.flag("force", help: "deliver the activity even if no such item is visible (a stale result)")

    static let scopeOptions: [OptionSpec] = [StandardCommands.deviceOption,
                                             appOption.spec]

    /// One line per item: identifier, domain, title and expiry.
    static func line(_ i: IndexedItem, _ d: Device) -> String {
        var parts = [i.uniqueIdentifier]
        if let dom = i.domainIdentifier { parts.append("domain=\(dom)") }
        if let t = i.attributeSet.title ?? i.attributeSet.displayName { parts.append("title=\(CSAttributeValue.quote(t))") }
        parts.append("expires \(d.calendar.short(i.expirationDate))")
        return "  " + parts.joined(separator: "  ")
    }

    static func list(_ items: [IndexedItem], _ d: Device, _ ctx: CommandContext) {
        ctx.print("\(items.count) item\(items.count == 1 ? "" : "s")")
        for i in items { ctx.print(line(i, d)) }
    }

    static let inspection: [CommandSpec] = [
        CommandSpec(["spotlight", "show"], topic: "Spotlight (system)", summary: "List the visible index, or one item with all its attributes",
                    arguments: [ArgumentSpec("id", .text, help: "an item's identifier, or its number in the last result list", optional: true, completion: .itemIdentifiers)],
                    options: scopeOptions,
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        let scope = try ctx.appScope(on: d)?.bundleIdentifier
                        guard let idv = inv.argument("id") else { return list(d.spotlight.items(app: scope), d, ctx) }
                        let apps = scope.map { [$0] } ?? d.apps.map(\.bundleIdentifier)
                        var found = apps.lazy.compactMap({ d.spotlight.item(app: $0, identifier: idv.text) }).first
                        if let row = try ctx.shownResult(idv, on: d, identifierExists: found != nil) {
                            found = apps.contains(row.app) ? d.spotlight.item(app: row.app, identifier: row.identifier) : nil
                        }
                        guard let item = found else {
                            throw CommandError("no visible item '\(idv.text)'", range: idv.range,
                                               suggestion: "it may be journaled but not yet visible, expired, deleted, or protected while locked; see 'spotlight pending' and 'log spotlight'")
                        }
                        ctx.print("\(item.uniqueIdentifier) (\(item.app))")
                        ctx.print("  domainIdentifier: \(item.domainIdentifier ?? "(none)")")
                        ctx.print("  contentType: \(item.attributeSet.contentType)")
                        for name in item.attributeSet.attributeNames {
                            guard let v = item.attributeSet.value(named: name) else { continue }
                            if let key = item.attributeSet.customKeys[name] {
                                let flags = [key.isSearchable ? "searchable" : "not searchable", key.isSearchableByDefault ? "searchableByDefault" : nil,
                                             key.isUnique ? "unique" : nil, key.isMultiValued ? "multiValued" : nil].compactMap { $0 }
                                ctx.print("  \(name): \(v)  (custom key: \(flags.joined(separator: ", ")))")
                            } else {
                                ctx.print("  \(name): \(v)")
                            }
                        }
                        ctx.print("  index: \(item.indexName ?? "default") (\(item.protectionClass))")
                        ctx.print("  indexed: \(d.calendar.short(item.indexedAt))  expires: \(d.calendar.short(item.expirationDate))")
                    }),
        CommandSpec(["spotlight", "find"], topic: "Spotlight (system)", summary: "Plain case-insensitive text match over searchable text (keywords included)",
                    arguments: [ArgumentSpec("text", .text, help: "the text to look for")], options: scopeOptions,
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        list(d.spotlight.textMatches(app: try ctx.appScope(on: d)?.bundleIdentifier, text: try inv.text("text")), d, ctx)
                    }),
        CommandSpec(["spotlight", "domain"], topic: "Spotlight (system)", summary: "List the items in a domain (and its sub-domains)",
                    arguments: [ArgumentSpec("domain", .text, help: "a domainIdentifier", completion: .domains)], options: scopeOptions,
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        list(d.spotlight.items(app: try ctx.appScope(on: d)?.bundleIdentifier, inDomain: try inv.text("domain")), d, ctx)
                    }),
        CommandSpec(["spotlight", "tap"], topic: "Spotlight (system)", summary: "Tap a result: open its app with a CSSearchableItemActionType user activity",
                    discussion: "Launches the app if it is not running, then continues a user activity whose userInfo carries the identifier under CSSearchableItemActivityIdentifier. Tapping an identifier that is not visible is an error unless --force (to test stale results).",
                    arguments: [ArgumentSpec("id", .text, help: "the item's identifier, its title as the result shows it, or its number in the last result list", completion: .itemIdentifiers)],
                    options: scopeOptions + [forceOption.spec],
                    body: .action { inv, ctx in
                        let d = try ctx.device()
                        guard let idv = inv.argument("id") else { return }
                        let scope = try ctx.appScope(on: d)?.bundleIdentifier
                        let candidates = scope.map { [$0] } ?? ([d.selectedApp?.bundleIdentifier].compactMap { $0 } + d.apps.map(\.bundleIdentifier))
                        var identifier = idv.text
                        var owner = candidates.first { d.spotlight.item(app: $0, identifier: identifier) != nil }
                        if let row = try ctx.shownResult(idv, on: d, identifierExists: owner != nil) {
                            // A number from the last result list: the row the person sees as "1. Einkaufen".
                            identifier = row.identifier
                            owner = candidates.contains(row.app) ? row.app : nil
                            if owner != nil, d.spotlight.item(app: row.app, identifier: row.identifier) == nil, !inv.flag(forceOption) {
                                throw CommandError("result \(idv.text) ('\(row.title)', \(row.identifier)) is no longer visible", range: idv.range,
                                                   suggestion: "search again; add --force to deliver it anyway as a stale result")
                            }
                        }
                        if owner == nil, identifier == idv.text {
                            // Not an identifier: tap the result whose title is the text, as a person taps what they see.
                            let titled = candidates.flatMap { d.spotlight.items(app: $0) }.filter {
                                ($0.attributeSet.title ?? $0.attributeSet.displayName)?.lowercased() == idv.text.lowercased()
                            }
                            let unique = Dictionary(grouping: titled, by: \.uniqueIdentifier).keys.sorted()
                            if unique.count > 1 {
                                throw CommandError("\(unique.count) results are titled '\(idv.text)'", range: idv.range,
                                                   suggestion: "tap one by identifier: \(unique.joined(separator: ", "))")
                            }
                            if let hit = titled.first { identifier = hit.uniqueIdentifier; owner = hit.app }
                        }
                        let target: InstalledApp
                        if let owner, let a = d.app(named: owner) {
                            target = a
                        } else if inv.flag(forceOption) {
                            target = try ctx.app(on: d)
                        } else {
                            throw CommandError("no visible result '\(idv.text)' to tap", range: idv.range,
                                               suggestion: "tap an identifier ('spotlight show' lists them), a title, or a number 'spotlight search' showed; add --force to deliver it anyway as a stale result")
                        }
                        let handled: Bool
                        if let activity = d.spotlight.userActivity(app: target.bundleIdentifier, identifier: identifier) {
                            // A searchable user activity: the system continues the activity itself.
                            d.runtime.record(device: d.name, app: target.shortName, "spotlight.tapped", "tapped activity result '\(identifier)' of \(target.displayName)")
                            handled = d.continueActivity(activity, in: target)
                        } else {
                            handled = d.openSearchResult(app: target, identifier: identifier)
                        }
                        ctx.print("opened \(target.displayName) (\(handled ? "handled" : "not handled")): \(target.screen)")
                    }),
        CommandSpec(["spotlight", "pending"], topic: "Spotlight (system)", summary: "Show work journaled but not yet searchable, and reindex requests waiting",
                    options: [StandardCommands.deviceOption],
                    body: .action { _, ctx in
                        let d = try ctx.device()
                        let journal = d.spotlight.pendingJournal
                        ctx.print("\(journal.count) journaled operation\(journal.count == 1 ? "" : "s") not yet applied")
                        for j in journal { ctx.print("  \(j)") }
                        for a in d.apps {
                            for r in d.spotlight.pendingReindexRequests(app: a.bundleIdentifier) { ctx.print("  \(a.shortName): \(r)") }
                        }
                    }),
    ]
}
