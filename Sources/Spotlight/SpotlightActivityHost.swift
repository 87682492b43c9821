import LimelightCore

/// The `NSUserActivityHost` of one app on one device: indexes eligible activities through the app's default index.
public final class SpotlightActivityHost: NSUserActivityHost {
    /// The app the activities belong to.
    public let app: String
    weak var service: SpotlightService?

    init(app: String, service: SpotlightService) {
        self.app = app
        self.service = service
    }

    public func userActivityDidBecomeCurrent(_ activity: ActivityRecord) {
        service?.becomeCurrent(activity, app: app)
    }

    public func userActivityDidResignCurrent(_ activity: ActivityRecord) {
        activity.isCurrent = false
        service?.log(app, "activity.resigned", "\(activity.activityType) is no longer current")
    }
}

extension SpotlightService {
    /// The host that attaches `app`'s activities to this device (kept alive by the service).
    public func activityHost(app: String) -> SpotlightActivityHost {
        if let host = activityHosts[app] { return host }
        let host = SpotlightActivityHost(app: app, service: self)
        activityHosts[app] = host
        return host
    }

    /// An activity of `app` indexed by `becomeCurrent`, by its index identifier (for continuing it from a result).
    public func userActivity(app: String, identifier: String) -> ActivityRecord? { activities[app]?[identifier] }

    /// The app's current activity, if any.
    public func currentActivity(app: String) -> ActivityRecord? {
        activities[app]?.values.first { $0.isCurrent }
    }

    /// Makes the activity current (resigning the previous one) and, if eligible for search, indexes it in the default index.
    func becomeCurrent(_ activity: ActivityRecord, app: String) {
        for other in activities[app]?.values ?? [:].values where other !== activity && other.isCurrent { other.isCurrent = false }
        activity.isCurrent = true
        let id = activity.indexIdentifier ?? activity.persistentIdentifier ?? "activity-" + runtime.uuid()
        activity.indexIdentifier = id
        activities[app, default: [:]][id] = activity
        log(app, "activity.current", "\(activity.activityType) became current (\(id))")
        if activity.isEligibleForPublicIndexing {
            log(app, "activity.public-indexing", "\(id) eligible for public indexing (not simulated on device)")
        }
        guard activity.isEligibleForSearch else { return }
        var set = activity.contentAttributeSet ?? CSSearchableItemAttributeSet()
        if set.title == nil, let title = activity.title { set.title = title }
        if !activity.keywords.isEmpty { set.keywords = (set.keywords ?? []) + activity.keywords.sorted() }
        if case .string(let related)? = set["relatedUniqueIdentifier"] {
            let linked = data.stores[app]?.items[related] != nil
            log(app, "activity.linked", linked
                ? "\(id) linked to item \(related); no separate entry"
                : "\(id) not stored: related item \(related) is not in the index")
            return
        }
        var domain: String?
        if case .string(let d)? = set["domainIdentifier"] { domain = d }
        let item = CSSearchableItem(uniqueIdentifier: id, domainIdentifier: domain, attributeSet: set,
                                    expirationDate: activity.expirationDate)
        searchableIndex(app: app).indexSearchableItems([item])
    }
}

extension SpotlightService {
    /// `ActivityRecord.deleteSavedUserActivities(withPersistentIdentifiers:)` and `deleteAllSavedUserActivities` (nil
    /// identifiers): the app's saved activities with those persistent identifiers leave the device — their entries in
    /// the index are deleted through the app's default index (journaled as a delete call) and the activities are
    /// forgotten, so a result for them can no longer be continued. `completionHandler` runs once the deletion is
    /// journaled (at once when nothing matched).
    public func deleteSavedUserActivities(app: String, persistentIdentifiers: [String]?, completionHandler: (() -> Void)?) {
        let wanted = persistentIdentifiers.map(Set.init)
        let matching = (activities[app] ?? [:]).filter { _, activity in
            guard let wanted else { return true }
            return activity.persistentIdentifier.map(wanted.contains) ?? false
        }
        let ids = matching.keys.sorted()
        for id in ids { activities[app]?[id] = nil }
        if activities[app]?.isEmpty == true { activities[app] = nil }
        let what = persistentIdentifiers == nil ? "all saved activities" : "saved activities " + SpotlightText.list((persistentIdentifiers ?? []).sorted())
        log(app, "activity.deleted", ids.isEmpty ? "\(what): none saved" : "\(what): deleted \(SpotlightText.list(ids))")
        // Every matching identifier is deleted, stored or not: an activity's index call may still be in the journal.
        let stored = ids.filter { id in matching[id]?.isEligibleForSearch == true }
        guard !stored.isEmpty else {
            if let completionHandler { callBack(app, born: generation(app), "deleteSavedUserActivities", completionHandler) }
            return
        }
        searchableIndex(app: app).deleteSearchableItems(withIdentifiers: stored) { _ in completionHandler?() }
    }
}
