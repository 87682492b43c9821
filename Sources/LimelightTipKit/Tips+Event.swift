import Foundation

extension Tips {
    /// A donation without a value (`Tips.Event(id:)`).
    public struct EmptyDonation: Codable, Sendable, Equatable {
        /// The empty value.
        public init() {}
    }

    /// A repeatable action the app donates (`Tips.Event`); rules count its donations. Donations live in the running
    /// app's datastore on its device, dated by the simulated clock.
    public struct Event<DonationInfo: Codable & Sendable>: Sendable {
        /// The event's identifier in the datastore.
        public let id: String

        /// An event whose donations carry a value.
        public init(id: String) { self.id = id }

        /// One donation: when, and its value.
        public struct Donation: Sendable {
            /// When it was donated (simulated time).
            public let date: Date
            /// The donated value.
            public let info: DonationInfo
        }

        /// The event's donations, oldest first (the most recent 1000, as Apple's events query by default); empty
        /// outside app code.
        public var donations: [Donation] {
            guard let app = TipKitApp.current else { return [] }
            let decoder = JSONDecoder()
            return app.service.tipKitDonations(app: app.bundleIdentifier, event: id).compactMap { donation in
                guard let data = donation.info.data(using: .utf8), let info = try? decoder.decode(DonationInfo.self, from: data) else { return nil }
                return Donation(date: donation.date.date, info: info)
            }
        }

        /// Donates the event with a value; does nothing outside app code.
        public func donate(_ donation: DonationInfo) async { record(donation) }

        /// Donates the event with a value, then calls `completion`.
        public func sendDonation(_ donation: DonationInfo, _ completion: (@Sendable () -> Void)? = nil) {
            record(donation)
            completion?()
        }

        func record(_ donation: DonationInfo) {
            guard let app = TipKitApp.current else { return }
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys]
            let json = (try? encoder.encode(donation)).flatMap { String(data: $0, encoding: .utf8) } ?? "{}"
            app.service.donateTipKitEvent(app: app.bundleIdentifier, event: id, info: json)
        }
    }

    /// A time range for `donations.donatedWithin(_:)`.
    public struct DonationTimeRange: Sendable, Equatable {
        let seconds: TimeInterval

        /// The last minute.
        public static var minute: DonationTimeRange { .minutes(1) }
        /// The last hour.
        public static var hour: DonationTimeRange { .hours(1) }
        /// The last day.
        public static var day: DonationTimeRange { .days(1) }
        /// The last week.
        public static var week: DonationTimeRange { .weeks(1) }
        /// The last `value` minutes.
        public static func minutes(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 60) }
        /// The last `value` hours.
        public static func hours(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 3600) }
        /// The last `value` days.
        public static func days(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 86_400) }
        /// The last `value` weeks.
        public static func weeks(_ value: Int) -> DonationTimeRange { DonationTimeRange(seconds: Double(value) * 7 * 86_400) }
    }
}

extension Tips.Event where DonationInfo == Tips.EmptyDonation {
    /// An event whose donations carry no value.
    public init(id: String) { self.id = id }

    /// Donates the event.
    public func donate() async { record(Tips.EmptyDonation()) }

    /// Donates the event, then calls `completion`.
    public func sendDonation(_ completion: (@Sendable () -> Void)? = nil) {
        record(Tips.EmptyDonation())
        completion?()
    }
}

extension Array {
    /// The donations made within `range` of the simulated now (`$0.donations.donatedWithin(.week).count >= 3`).
    public func donatedWithin<Info>(_ range: Tips.DonationTimeRange) -> [Tips.Event<Info>.Donation] where Element == Tips.Event<Info>.Donation {
        guard let app = TipKitApp.current else { return self }
        let cutoff = app.context.now.date.addingTimeInterval(-range.seconds)
        return filter { $0.date >= cutoff }
    }
}
