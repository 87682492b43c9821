import Foundation
import LimelightCore
import Testing
@testable import SystemServices

/// What the state tests share: the JSON round trip the lead's snapshots use, and a stand-in for restoring a queue.
enum StateTestSupport {
    /// Encodes with sorted keys, decodes, and checks that the decoded value encodes to the same bytes.
    static func roundTrip<T: Codable & Equatable>(_ value: T) throws -> T {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let data = try encoder.encode(value)
        let decoded = try JSONDecoder().decode(T.self, from: data)
        #expect(try encoder.encode(decoded) == data, "encoding is not deterministic")
        return decoded
    }

    /// Whether `value`'s encoding, with the top-level field `key` removed, still decodes (it must not: no field of a
    /// saved state silently falls back to a default).
    static func decodes<T: Codable>(_ value: T, without key: String) throws -> Bool {
        let data = try JSONEncoder().encode(value)
        guard var object = try JSONSerialization.jsonObject(with: data) as? [String: Any] else { return false }
        #expect(object[key] != nil, "no field \(key)")
        object[key] = nil
        return (try? JSONDecoder().decode(T.self, from: JSONSerialization.data(withJSONObject: object))) != nil
    }

    /// Makes a fresh scheduler hold exactly the saved queue, with the same sequence numbers (so saved tokens stay
    /// valid): what the lead's runtime restore does, built here from public calls only.
    static func rebuild(_ scheduler: Scheduler, from saved: SchedulerState) {
        scheduler.advance(to: saved.now)
        let bySequence = Dictionary(uniqueKeysWithValues: saved.jobs.map { ($0.sequence, $0) })
        for sequence in 0..<saved.nextSequence {
            if let job = bySequence[sequence] {
                let token = scheduler.schedule(at: job.deadline, label: job.label, job: job.job)
                #expect(token == sequence)
            } else {
                scheduler.cancel(scheduler.schedule(at: saved.now, label: "gap", job: .smartStackEvaluate(device: "none")))
            }
        }
        #expect(scheduler.state == saved)
    }

    /// The log from `index` on, without sequence numbers (two worlds' logs differ in length before it).
    static func events(_ runtime: Runtime, from index: Int) -> [String] {
        runtime.log.events[index...].map { "\($0.instant) \($0.device ?? "-") \($0.app ?? "-") \($0.kind) \($0.message)" }
    }

    /// The names of an object's stored properties, sorted.
    static func storedProperties(_ object: AnyObject) -> [String] {
        Mirror(reflecting: object).children.compactMap(\.label).sorted()
    }
}
