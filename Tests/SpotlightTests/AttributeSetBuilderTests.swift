import Testing
@testable import LimelightCore
@testable import Spotlight

/// `spotlight index` builds its attribute set in one storage (`init(contentType:title:displayName:contentDescription:
/// keywords:rankingHint:)`): the set is the one assigning each typed property in turn on a new set makes — equal, with
/// the same hash, the same names and values in the same order, and the same canonical JSON.
@Suite struct AttributeSetBuilderTests {
    /// The set made the old way: each non-nil property assigned in turn.
    static func assigned(_ type: String, _ title: String?, _ name: String?, _ text: String?, _ keywords: [String]?,
                         _ hint: Double?) -> CSSearchableItemAttributeSet {
        var set = CSSearchableItemAttributeSet(contentType: type)
        if let title { set.title = title }
        if let name { set.displayName = name }
        if let text { set.contentDescription = text }
        if let keywords { set.keywords = keywords }
        if let hint { set.rankingHint = hint }
        return set
    }

    @Test func buildsTheSetAssigningEachPropertyMakes() throws {
        let titles: [String?] = [nil, "Task number 7", "Ünïcode ✓ title longer than fifteen bytes"]
        let names: [String?] = [nil, "Shown"]
        let texts: [String?] = [nil, "Something to do 7", ""]
        let keywordLists: [[String]?] = [nil, [], ["a", "b"]]
        let hints: [Double?] = [nil, 42]
        var checked = 0
        for type in ["public.content", "public.text"] {
            for title in titles { for name in names { for text in texts { for keywords in keywordLists { for hint in hints {
                let built = CSSearchableItemAttributeSet(contentType: type, title: title, displayName: name, contentDescription: text,
                                                         keywords: keywords, rankingHint: hint)
                let old = Self.assigned(type, title, name, text, keywords, hint)
                #expect(built == old)
                #expect(built.hashValue == old.hashValue)
                #expect(built.attributeNames == old.attributeNames)
                #expect(built.values == old.values)
                #expect(built.contentType == old.contentType)
                #expect((built.storage == nil) == (old.storage == nil), "an empty default set has no storage either way")
                var a = CanonicalJSONWriter(reserving: 64), b = CanonicalJSONWriter(reserving: 64)
                try built.writeCanonical(to: &a)
                try old.writeCanonical(to: &b)
                #expect(a.bytes == b.bytes)
                checked += 1
            } } } } }
        }
        #expect(checked == 2 * 3 * 2 * 3 * 3 * 2)
    }
}
