import LimelightCore
import Spotlight

extension Simulation {
    /// A stable SHA-256 over the world's canonical description (Docs/Snapshots.md lists what it covers): equal worlds
    /// built from the same inputs have equal digests, and any difference in clock, randomness, log, jobs, devices,
    /// apps or indexed items changes it.
    public var digest: String {
        var hasher = SHA256()
        feed(into: &hasher)
        return hasher.hexDigest()
    }

    /// Feeds the canonical description: every string is length-prefixed, so no two worlds share an encoding.
    func feed(into hasher: inout SHA256) {
        func field(_ s: String?) -> String { s.map { "\($0.utf8.count):\($0)" } ?? "-" }
        hasher.update(line: "limelight-world 1")
        hasher.update(line: "clock \(runtime.now.secondsSinceReferenceDate)")
        var random = runtime.random
        var ids = runtime.ids
        hasher.update(line: "random \(random.next()) ids \(field(ids.uuid()))")
        for event in runtime.log.events {
            hasher.update(line: "event \(event.sequence) \(event.instant.secondsSinceReferenceDate) \(field(event.device)) \(field(event.app)) \(field(event.kind)) \(field(event.message))")
        }
        for job in runtime.scheduler.pending {
            hasher.update(line: "job \(job.deadline.secondsSinceReferenceDate) \(field(job.label))")
        }
        hasher.update(line: "selected \(field(selectedDevice?.name))")
        for device in devices {
            hasher.update(line: "device \(field(device.name)) \(device.platform.rawValue) \(field(device.osVersion)) \(device.protectionState.rawValue) \(field(device.selectedApp?.shortName))")
            for app in device.apps {
                hasher.update(line: "app \(field(app.bundleIdentifier)) \(field(app.shortName))")
                for state in app.dataStore.encodedStates { hasher.update(line: "  state \(field(state.key)) \(field(state.json))") }
            }
            for item in device.spotlight.items(app: nil) {
                hasher.update(line: "item \(field(item.app)) \(field(item.uniqueIdentifier)) \(field(item.domainIdentifier)) \(field(item.indexName)) \(item.indexedAt.secondsSinceReferenceDate) \(item.expirationDate.secondsSinceReferenceDate)")
                let set = item.attributeSet
                hasher.update(line: "  contentType \(field(set.contentType))")
                var values = set.values
                for (name, value) in set.customValues { values["custom." + name] = value }
                for name in values.keys.sorted() { hasher.update(line: "  \(field(name)) \(field(values[name]?.description))") }
            }
        }
    }
}
