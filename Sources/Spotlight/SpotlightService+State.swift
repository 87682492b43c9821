import LimelightCore

/// Capturing and restoring the service's data state as one value (checkpoints, rewind, snapshots).
extension SpotlightService {
    /// Every piece of data state, as a value. Costs O(apps + activities + open batches), never O(items): the stores are
    /// shared copy-on-write with the service, and items are immutable shared objects.
    public var state: SpotlightState {
        var captured = data
        captured.activities = activities.mapValues { $0.mapValues(UserActivityState.init) }
        var batches: [OpenBatchState] = []
        for app in handles.keys.sorted() {
            for index in liveHandles(app) {
                guard let batch = index.batch else { continue }
                batches.append(OpenBatchState(app: app, indexName: index.name, protectionClass: index.protectionClass, batch: batch))
            }
        }
        captured.openBatches = batches + data.openBatches
        return captured
    }

    /// Replaces every piece of data state with `state`, in place, logging nothing and scheduling nothing (the scheduler
    /// is restored separately, so the armed expiry's token stays valid).
    ///
    /// Index handles, delegates and activity hosts stay attached. Activities are rebuilt as new `ActivityRecord`
    /// objects reporting to the app's activity host. Open batches go back onto live handles of the same app, index name
    /// and protection class, in handle order; the rest wait for the next such handle `searchableIndex` makes; live
    /// handles with no batch in `state` lose theirs. Observers are dropped (query engines are derived: attach them
    /// again, replaying existing items) and the memo tables are emptied.
    public func restore(_ state: SpotlightState) {
        var incoming = state
        let activityValues = incoming.activities
        var batches = incoming.openBatches
        incoming.activities = [:]
        incoming.openBatches = []
        data = incoming
        var rebuilt: [String: [String: ActivityRecord]] = [:]
        for (app, byIdentifier) in activityValues {
            let host = activityHost(app: app)
            rebuilt[app] = byIdentifier.mapValues { $0.makeActivity(host: host) }
        }
        activities = rebuilt
        for app in handles.keys.sorted() {
            for index in liveHandles(app) {
                if let i = batches.firstIndex(where: { $0.fits(index) }) {
                    index.batch = batches.remove(at: i).batch
                } else {
                    index.batch = nil
                }
            }
        }
        data.openBatches = batches
        observers = []
        memo = SpotlightMemo()
    }
}
