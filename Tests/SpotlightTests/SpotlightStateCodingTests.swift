import Foundation
import LimelightCore
import Testing
@testable import Spotlight

/// Encoding `SpotlightState`: deterministic, complete, and refusing corrupt input.
@Suite struct SpotlightStateCodingTests {
    @Test func encodingIsDeterministicAcrossEqualWorlds() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let one = try encoder.encode(StateWorld().h.service.state)
        let two = try encoder.encode(StateWorld().h.service.state)
        #expect(one == two)
    }

    @Test func corruptStateIsADecodingErrorNotACrash() throws {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        let text = try #require(String(data: try encoder.encode(StateWorld().h.service.state), encoding: .utf8))
        let broken = [
            text.replacingOccurrences(of: "\"liveInChunk\":[", with: "\"liveInChunk\":[9,"),
            text.replacingOccurrences(of: "\"keyName\":\"mood\"", with: "\"keyName\":\"kMDmood\""),
            text.replacingOccurrences(of: "{\"string\":\"Alpha\"}", with: "{\"string\":\"Alpha\",\"bool\":true}"),
            String(text.prefix(text.count / 2)),
            text.replacingOccurrences(of: "\"nextSequence\":", with: "\"nextSequence\":9223372036854775807,\"x\":"),
            text.replacingOccurrences(of: "\"remaining\":", with: "\"remaining\":-9223372036854775808,\"y\":"),
        ]
        for variant in broken {
            #expect(variant != text)
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(SpotlightState.self, from: Data(variant.utf8)) }
        }
    }

    @Test(arguments: ["configuration", "isIndexingSupported", "isIndexerAvailable", "stores", "clientStates", "journal",
                      "expiries", "armedExpiry", "failures", "indexingFailures", "reindexRequests", "generations",
                      "activities", "openBatches", "nextJournalID", "nextSequence", "nextRequestID"])
    func aStateMissingAFieldDoesNotDecode(field: String) throws {
        #expect(try !decodes(StateWorld().h.service.state, without: field))
    }

    @Test(arguments: ["indexingLatency", "defaultTimeToLive", "maxItemBytes", "quotaItemsPerApp", "emptyClientStateWhenNone"])
    func aConfigurationMissingASettingDoesNotDecode(field: String) throws {
        #expect(try !decodes(SpotlightConfiguration(), without: field))
    }

    @Test func nonFiniteNumbersSurviveEncoding() throws {
        var set = CSSearchableItemAttributeSet()
        set.rankingHint = .infinity
        set["numbers"] = .numbers([-.infinity, 1])
        let decoded = try JSONDecoder().decode(CSSearchableItemAttributeSet.self, from: JSONEncoder().encode(set))
        #expect(decoded == set)
    }
}
