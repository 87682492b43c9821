import Foundation
import LimelightCore
import Spotlight

extension Simulation {
    /// The world's SHA-256 digest: of its canonical JSON (`WorldState` encoded with sorted keys, no spaces), so two
    /// worlds have equal digests exactly when their values are equal (Docs/Snapshots.md). In the middle of a step, while
    /// a callback into app code waits and there is no value, it is the version 1 digest.
    public var digest: String { state?.digest ?? version1Digest }

    /// The digest version 1 snapshot files carry: a SHA-256 over a description of the clock, the generators, the log,
    /// the waiting jobs, the devices, their apps' data and their indexed items (not the other services' state).
    public var version1Digest: String {
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

extension WorldState {
    /// The world's digest (`Simulation.digest` of the world it describes): the SHA-256 of its canonical JSON in the
    /// digest's form, where each app's item table, the event log and the expiry queue's identifiers stand as the digests
    /// of their parts (Docs/Snapshots.md, "The digest"). The parts' digests are remembered until they change, so a
    /// digest after one more step costs what the step changed. Nil only when the world cannot be encoded.
    public var digest: String? { digest(.remembered) }

    /// The world's digest with its parts' digests remembered or all computed again: the two are always equal.
    public func digest(_ mode: DigestFormMode) -> String? {
        // The lists that stand in full in the digest's form (a search screen's results) are written in pieces.
        let splice = JSONSplice()
        let encoder = CanonicalJSON.makeEncoder(digestForm: mode)
        if let key = CodingUserInfoKey.limelightSplice { encoder.userInfo[key] = splice }
        guard let pieces = try? encoder.encode(self),
              let data = splice.splice(pieces) ?? (try? CanonicalJSON.makeEncoder(digestForm: mode).encode(self)) else { return nil }
        return SHA256Digest.of(data).hex
    }

    /// The world's canonical JSON (what `WorldState.canonicalEncoder` writes, byte for byte), written in pieces: the
    /// item tables and the event log encode their chunks one at a time (`JSONSplice`), so the encoder never holds the
    /// whole world, and the digests of those parts are remembered on the way.
    public func canonicalJSON() throws -> Data {
        let splice = JSONSplice()
        let encoder = CanonicalJSON.encoder
        if let key = CodingUserInfoKey.limelightSplice { encoder.userInfo[key] = splice }
        return try splice.splice(try encoder.encode(self)) ?? CanonicalJSON.encoder.encode(self)
    }

    /// The world as a version 4 snapshot holds it (Docs/Snapshots.md, "File format"): its canonical JSON with each item
    /// table's and the event log's chunks moved to lines of their own (numbered from `firstLine`) and named in its place
    /// by reference (`"lines A-B"`), and those lines. The parts' digests are remembered on the way, as in
    /// `canonicalJSON()`.
    public func snapshotParts(firstLine: Int) throws -> (world: Data, lines: [Data]) {
        let splice = JSONSplice()
        let encoder = CanonicalJSON.encoder
        if let key = CodingUserInfoKey.limelightSplice { encoder.userInfo[key] = splice }
        return try splice.references(try encoder.encode(self), firstLine: firstLine) ?? (CanonicalJSON.encoder.encode(self), [])
    }

    /// The digest version 2 snapshot files carry: the SHA-256 of the whole world's canonical JSON (every item and event
    /// written out). Costs what encoding the whole world costs.
    public var version2Digest: String? {
        guard let data = try? CanonicalJSON.encoder.encode(self) else { return nil }
        return SHA256Digest.of(data).hex
    }
}
