import Foundation
import Testing
@testable import Spotlight

/// `Sources/LimelightCoreSpotlight/CSSearchableItemAttributeSet+Attributes.swift` is generated from `CSAttributeCatalog`:
/// one property per documented attribute, typed as Apple's Swift API types it. This test regenerates the text and
/// compares; run it with `LIMELIGHT_REGENERATE=1` after changing the catalogue to rewrite the file.
@Suite struct AttributeAccessorsFileTests {
    /// The generated file's path in the checkout.
    static var path: URL {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("Sources/LimelightCoreSpotlight/CSSearchableItemAttributeSet+Attributes.swift")
    }

    /// The Swift type, getter and setter (nil: read-only) of an Apple type.
    static func accessor(_ type: CSAttributeAppleType) -> (swift: String, get: String, set: String?) {
        switch type {
        case .string: ("String?", "getString", "setString")
        case .stringGet: ("String?", "getString", nil)
        case .strings: ("[String]?", "getStrings", "setStrings")
        case .number: ("NSNumber?", "getNumber", "setNumber")
        case .bool: ("NSNumber?", "getFlag", "setFlag")
        case .boolGet: ("NSNumber?", "getFlag", nil)
        case .date: ("Date?", "getDate", "setDate")
        case .dates: ("[Date]?", "getDates", "setDates")
        case .url: ("URL?", "getURL", "setURL")
        case .data: ("Data?", "getData", "setData")
        case .utType: ("UTType?", "getType", "setType")
        case .persons: ("[CSPerson]?", "getPersons", "setPersons")
        case .headers: ("[String: [Any]]?", "getHeaders", "setHeaders")
        case .identifiers: ("[String]", "getIdentifiers", "setIdentifiers")
        }
    }

    /// The file's text, from the catalogue.
    static func generated() -> String {
        var out = """
        // Generated from CSAttributeCatalog (Sources/Spotlight/CSAttributeCatalog.swift) by AttributeAccessorsFileTests:
        // edit the catalogue, then run `LIMELIGHT_REGENERATE=1 swift test --filter AttributeAccessorsFileTests`.
        import Foundation
        import LimelightUniformTypeIdentifiers

        /// Every property Apple documents on `CSSearchableItemAttributeSet`, each stored under its name.
        extension CSSearchableItemAttributeSet {

        """
        var group: CSAttributeGroup?
        for d in CSAttributeCatalog.all where d.name != "contentType" {
            if d.group != group {
                if group != nil { out += "\n" }
                out += "    // MARK: \(d.group.rawValue)\n\n"
                group = d.group
            }
            let a = accessor(d.appleType)
            let objc = d.objcName.map { ", Objective-C `\($0)`" } ?? ""
            if let set = a.set {
                out += "    /// `\(d.name)`: stored, shown and queryable under that name\(objc).\n"
                out += "    public var \(d.name): \(a.swift) { get { \(a.get)(\"\(d.name)\") } set { \(set)(newValue, \"\(d.name)\") } }\n"
            } else {
                out += "    /// `\(d.name)`, which the system fills in (read-only, as Apple's)\(objc).\n"
                out += "    public var \(d.name): \(a.swift) { \(a.get)(\"\(d.name)\") }\n"
            }
        }
        out += "}\n"
        return out
    }

    @Test func generatedFileMatchesTheCatalogue() throws {
        let text = Self.generated()
        if ProcessInfo.processInfo.environment["LIMELIGHT_REGENERATE"] == "1" {
            try text.write(to: Self.path, atomically: true, encoding: .utf8)
        }
        let onDisk = try String(contentsOf: Self.path, encoding: .utf8)
        #expect(onDisk == text, "run LIMELIGHT_REGENERATE=1 swift test --filter AttributeAccessorsFileTests")
    }

    /// Every attribute has a property: the catalogue's names are exactly the generated properties plus `contentType`.
    @Test func everyAttributeHasAProperty() {
        let properties = Self.generated().split(separator: "\n").compactMap { line -> String? in
            guard let r = line.range(of: "public var ") else { return nil }
            return String(line[r.upperBound...].prefix { $0 != ":" })
        }
        #expect(Set(properties + ["contentType"]) == Set(CSAttributeCatalog.names))
        #expect(properties.count + 1 == CSAttributeCatalog.all.count)
    }
}
