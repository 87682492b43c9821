import CoreSpotlight
import Foundation
import LimelightKit
import MobileCoreServices
import Spotlight
import Testing
import UniformTypeIdentifiers

/// The whole attribute set, NSUserActivity deletion, UTType conformance and the kUTType constants, as app code uses them.
@Suite struct CoreSpotlightSurfaceTests {
    /// A phone with one launched app.
    static func phone() throws -> (Simulation, Device, InstalledApp) {
        let sim = Simulation(catalog: AppCatalog([]))
        let device = try sim.addDevice(name: "phone", platform: .ios)
        let app = try device.install(GenericApp.descriptor(bundleIdentifier: "com.example.mail"))
        device.launch(app)
        return (sim, device, app)
    }

    /// The query's identifiers, run as the app.
    static func ids(_ query: String, _ sim: Simulation, _ device: Device, _ app: InstalledApp) async throws -> [String] {
        try await app.run(on: device, in: sim) {
            var ids: [String] = []
            for try await result in LimelightCoreSpotlight.CSSearchQuery(queryString: query, queryContext: nil).results { ids.append(result.id) }
            return ids.sorted()
        }
    }

    /// A message as a mail app indexes one, with attributes the simulator gives no meaning to.
    static func message() -> LimelightCoreSpotlight.CSSearchableItem {
        let set = LimelightCoreSpotlight.CSSearchableItemAttributeSet(contentType: .emailMessage)
        set.title = "Invoice 42"
        set.textContent = "Please find the invoice for March attached."
        set.phoneNumbers = ["+1 555 0100", "+1 555 0199"]
        set.emailAddresses = ["billing@example.com"]
        set.authors = [CSPerson(displayName: "Ann Lee", handles: ["ann@example.com"], handleIdentifier: "emailAddresses")]
        set.emailHeaders = ["Subject": ["Invoice 42"], "X-Priority": ["1"]]
        set.rating = 4
        set.allDay = true
        set.isoSpeed = 400
        set.importantDates = [Date(timeIntervalSinceReferenceDate: 800_000_000)]
        set.contentURL = URL(string: "https://example.com/invoice/42")
        set.htmlContentData = Data("<p>invoice</p>".utf8)
        set.sharedItemContentType = .pdf
        set.actionIdentifiers = ["pay", "archive"]
        set.mailboxIdentifiers = [CSMailboxInbox]
        return LimelightCoreSpotlight.CSSearchableItem(uniqueIdentifier: "m42", domainIdentifier: "mail", attributeSet: set)
    }

    @Test func everyKindOfAttributeReadsBackAsApplesType() throws {
        let set = Self.message().attributeSet
        #expect(set.textContent == "Please find the invoice for March attached.")
        #expect(set.phoneNumbers == ["+1 555 0100", "+1 555 0199"])
        #expect(set.rating == 4 && set.allDay?.boolValue == true && set.isoSpeed?.intValue == 400)
        #expect(set.importantDates == [Date(timeIntervalSinceReferenceDate: 800_000_000)])
        #expect(set.contentURL?.absoluteString == "https://example.com/invoice/42")
        #expect(set.htmlContentData == Data("<p>invoice</p>".utf8))
        #expect(set.sharedItemContentType == .pdf)
        #expect(set.actionIdentifiers == ["pay", "archive"])
        #expect(set.emailHeaders?["X-Priority"]?.first as? String == "1")
        let author = try #require(set.authors?.first)
        #expect(author.displayName == "Ann Lee" && author.handles == ["ann@example.com"] && author.handleIdentifier == "emailAddresses")
        // Unset: nil, and the never-nil list is empty.
        let empty = LimelightCoreSpotlight.CSSearchableItemAttributeSet()
        #expect(empty.textContent == nil && empty.rating == nil && empty.actionIdentifiers.isEmpty && empty.contentType == "public.content")
        // Every catalogue attribute is stored under its name, so the engine sees what the typed property wrote.
        #expect(set.simulated["isoSpeed"] == .number(400) && set.simulated["allDay"] == .bool(true))
        // A key path works on every property, as App Intents' indexing keys use them.
        let keyPath: ReferenceWritableKeyPath<LimelightCoreSpotlight.CSSearchableItemAttributeSet, String?> = \.transcribedTextContent
        set[keyPath: keyPath] = "spoken"
        #expect(set.simulated["transcribedTextContent"] == .string("spoken"))
    }

    @Test func attributesTheSimulatorGivesNoMeaningAreStoredAndQueryable() async throws {
        let (sim, device, app) = try Self.phone()
        app.run(on: device) { LimelightCoreSpotlight.CSSearchableIndex.default().indexSearchableItems([Self.message()]) }
        sim.advance(by: .seconds(5))
        let stored = try #require(device.spotlight.item(app: "com.example.mail", identifier: "m42"))
        #expect(stored.item.attributeSet["textContent"] == .string("Please find the invoice for March attached."))
        #expect(stored.item.attributeSet["phoneNumbers"] == .strings(["+1 555 0100", "+1 555 0199"]))
        // In the world value (snapshots, digests).
        let state = String(decoding: try JSONEncoder().encode(device.spotlight.state), as: UTF8.self)
        #expect(state.contains("phoneNumbers") && state.contains("+1 555 0199") && state.contains("emailHeaders"))
        // Queryable by property name, by kMDItem name, and by Objective-C name where Swift's differs.
        #expect(try await Self.ids(#"textContent == "*invoice*"c"#, sim, device, app) == ["m42"])
        #expect(try await Self.ids(#"phoneNumbers == "+1 555 0199""#, sim, device, app) == ["m42"])
        #expect(try await Self.ids(#"kMDItemTextContent == "*march*"c"#, sim, device, app) == ["m42"])
        #expect(try await Self.ids("ISOSpeed >= 400 && isoSpeed < 401", sim, device, app) == ["m42"])
        #expect(try await Self.ids("rating > 4", sim, device, app) == [])
        #expect(try await Self.ids(#"authors == "Ann Lee*""#, sim, device, app) == ["m42"])
        // Free text finds textContent.
        let found = try await app.run(on: device, in: sim) {
            var ids: [String] = []
            for try await result in LimelightCoreSpotlight.CSUserQuery(userQueryString: "invoice march", userQueryContext: nil).results {
                ids.append(result.id)
            }
            return ids
        }
        #expect(found == ["m42"])
    }

    @Test func deletingSavedActivitiesDeletesThemFromTheDevice() async throws {
        let (sim, device, app) = try Self.phone()
        func activity(_ id: String) -> LimelightCoreSpotlight.NSUserActivity {
            let activity = LimelightCoreSpotlight.NSUserActivity(activityType: "com.example.mail.read")
            activity.title = "Read \(id)"
            activity.isEligibleForSearch = true
            activity.persistentIdentifier = id
            let set = LimelightCoreSpotlight.CSSearchableItemAttributeSet(contentType: .emailMessage)
            activity.contentAttributeSet = set
            activity.contentAttributeSet?.textContent = "body of \(id)"   // a change after assigning counts
            activity.becomeCurrent()
            return activity
        }
        let (a, b) = app.run(on: device) { (activity("a"), activity("b")) }
        sim.advance(by: .seconds(5))
        let stored = try #require(device.spotlight.item(app: "com.example.mail", identifier: "a"))
        #expect(stored.item.attributeSet["textContent"] == .string("body of a"))
        #expect(device.spotlight.item(app: "com.example.mail", identifier: "b") != nil)

        var deleted = false
        app.run(on: device) {
            LimelightCoreSpotlight.NSUserActivity.deleteSavedUserActivities(withPersistentIdentifiers: ["a"]) { deleted = true }
        }
        #expect(!deleted)   // the handler runs once the deletion is journaled, not inside the call
        sim.advance(by: .seconds(5))
        #expect(deleted)
        #expect(device.spotlight.item(app: "com.example.mail", identifier: "a") == nil)
        #expect(device.spotlight.userActivity(app: "com.example.mail", identifier: "a") == nil)
        #expect(device.spotlight.item(app: "com.example.mail", identifier: "b") != nil)

        try await app.run(on: device, in: sim) { await LimelightCoreSpotlight.NSUserActivity.deleteAllSavedUserActivities() }
        sim.advance(by: .seconds(5))
        #expect(device.spotlight.item(app: "com.example.mail", identifier: "b") == nil)
        #expect(device.spotlight.userActivity(app: "com.example.mail", identifier: "b") == nil)
        _ = (a, b)
    }

    @Test func activityMembersAreKept() throws {
        let (_, device, app) = try Self.phone()
        final class Saver: NSUserActivityDelegate {
            var saved = 0
            func userActivityWillSave(_ userActivity: LimelightCoreSpotlight.NSUserActivity) { saved += 1 }
        }
        let saver = Saver()
        let activity = app.run(on: device) {
            let activity = LimelightCoreSpotlight.NSUserActivity(activityType: NSUserActivityTypeBrowsingWeb)
            activity.delegate = saver
            activity.referrerURL = URL(string: "https://example.com/from")
            activity.targetContentIdentifier = "inbox"
            activity.isEligibleForPrediction = true
            activity.needsSave = true
            activity.becomeCurrent()
            return activity
        }
        #expect(saver.saved == 1 && !activity.needsSave)
        let state = Spotlight.UserActivityState(activity.simulated)
        #expect(state.referrerURL == "https://example.com/from" && state.targetContentIdentifier == "inbox")
        #expect(state.isEligibleForPrediction == true)
        let identifier: NSUserActivityPersistentIdentifier = "x"
        #expect(identifier == "x")
    }

    @Test func utTypesConformAsApplesDeclare() throws {
        #expect(UTType.utf8PlainText.conforms(to: .plainText) && UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.plainText.supertypes == [.text, .data, .content, .item])
        #expect(UTType.jpeg.conforms(to: .image) && UTType.jpeg.conforms(to: .data) && !UTType.jpeg.conforms(to: .text))
        #expect(UTType.heic.conforms(to: .heif) && UTType.heic.conforms(to: .image))
        #expect(UTType.json.conforms(to: .text) && UTType.pdf.conforms(to: .compositeContent))
        #expect(UTType.mpeg4Movie.conforms(to: .audiovisualContent) && UTType.vCard.conforms(to: .contact))
        #expect(UTType.emailMessage.conforms(to: .message) && UTType.image.isSupertype(of: .png) && UTType.png.isSubtype(of: .image))
        #expect(UTType(filenameExtension: "PNG") == .png && UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(mimeType: "application/json") == .json && UTType(mimeType: "text/plain") == .plainText)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg" && UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.plainText.identifier == "public.plain-text" && UTType("public.plain-text") == .plainText)
        let unknown = try #require(UTType(filenameExtension: "limelight"))
        #expect(unknown.isDynamic && !unknown.isDeclared && unknown.conforms(to: .data) && unknown.preferredFilenameExtension == "limelight")
        let note = UTType(exportedAs: "com.example.note", conformingTo: .json)
        #expect(note.conforms(to: .text) && note.isDeclared && !note.conforms(to: .image))
        #expect(UTType(tag: "txt", tagClass: .filenameExtension, conformingTo: nil) == .plainText)
        #expect(try JSONDecoder().decode(UTType.self, from: JSONEncoder().encode(UTType.png)) == .png)
    }

    @Test func kUTTypeConstantsWorkAsIndexingCodeWritesThem() {
        let set = LimelightCoreSpotlight.CSSearchableItemAttributeSet(itemContentType: kUTTypeText as String)
        #expect(set.contentType == "public.text")
        #expect((kUTTypeJPEG as String) == UTType.jpeg.identifier && (kUTTypeImage as NSString) == "public.image")
        #expect(UTTypeConformsTo(kUTTypeJPEG, kUTTypeImage) && !UTTypeConformsTo(kUTTypeJPEG, kUTTypeText))
        let json = UTTypeCreatePreferredIdentifierForTag(kUTTagClassFilenameExtension, "json" as CFString, nil)?.takeRetainedValue()
        #expect(json.map { $0 as String } == "public.json")
        let ext = UTTypeCopyPreferredTagWithClass(kUTTypePNG, kUTTagClassFilenameExtension)?.takeRetainedValue()
        #expect(ext.map { $0 as String } == "png")
    }

    @Test func nestedOptionTypesAreApplesSpelling() {
        let context = LimelightCoreSpotlight.CSSearchQueryContext()
        context.sourceOptions = .allowMail
        #expect(context.sourceOptions.contains(.allowMail))
        let item = LimelightCoreSpotlight.CSSearchableItem()
        item.updateListenerOptions = [.summarization, .priority]
        #expect(item.updateListenerOptions.rawValue == 6)
        let user = LimelightCoreSpotlight.CSUserQueryContext(currentSuggestion: nil)
        user.maxRankedResultCount = 3
        #expect(user.maxRankedResultCount == 3)
        // compare(byRank:): the higher rankingHint first.
        let high = LimelightCoreSpotlight.CSSearchableItem(uniqueIdentifier: "h", domainIdentifier: nil, attributeSet: .init())
        high.attributeSet.rankingHint = 90
        let low = LimelightCoreSpotlight.CSSearchableItem(uniqueIdentifier: "l", domainIdentifier: nil, attributeSet: .init())
        low.attributeSet.rankingHint = 10
        #expect(high.compare(byRank: low) == .orderedAscending && low.compare(byRank: high) == .orderedDescending)
    }

    @Test func indexErrorsMatchAsApplesDo() {
        let error: Error = LimelightCoreSpotlight.CSIndexError(.quotaExceeded)
        var matched = false
        do { throw error } catch LimelightCoreSpotlight.CSIndexError.quotaExceeded { matched = true } catch {}
        #expect(matched)
        #expect((error as? LimelightCoreSpotlight.CSIndexError)?.code == LimelightCoreSpotlight.CSIndexError.Code.quotaExceeded)
        #expect(CSIndexErrorDomain == "CSIndexErrorDomain" && CSSearchQueryErrorDomain == "CSSearchQueryErrorDomain")
    }
}
