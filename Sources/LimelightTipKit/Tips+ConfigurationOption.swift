import Foundation

extension Tips {
    /// An option of `Tips.configure(_:)`.
    public struct ConfigurationOption: Sendable {
        enum Kind: Sendable {
            case displayFrequency(DisplayFrequency)
            case datastoreLocation(DatastoreLocation)
        }

        let kind: Kind

        /// How long after a tip first displays before another new tip may (a tip already displayed is not held back).
        public static func displayFrequency(_ displayFrequency: DisplayFrequency) -> ConfigurationOption {
            ConfigurationOption(kind: .displayFrequency(displayFrequency))
        }

        /// Where the datastore lives: recorded and shown, while the simulator keeps one datastore per app and device.
        public static func datastoreLocation(_ location: DatastoreLocation) -> ConfigurationOption {
            ConfigurationOption(kind: .datastoreLocation(location))
        }

        /// The minimum time between two new tips, on the simulated clock.
        public struct DisplayFrequency: Sendable, Equatable {
            let name: String
            let interval: TimeInterval

            /// No limit.
            public static var immediate: DisplayFrequency { DisplayFrequency(name: "immediate", interval: 0) }
            /// One new tip an hour.
            public static var hourly: DisplayFrequency { DisplayFrequency(name: "hourly", interval: 3600) }
            /// One new tip a day (24 hours).
            public static var daily: DisplayFrequency { DisplayFrequency(name: "daily", interval: 86_400) }
            /// One new tip a week (7 days).
            public static var weekly: DisplayFrequency { DisplayFrequency(name: "weekly", interval: 7 * 86_400) }
            /// One new tip a month (the simulator takes 30 days).
            public static var monthly: DisplayFrequency { DisplayFrequency(name: "monthly", interval: 30 * 86_400) }
        }

        /// Where the datastore is persisted.
        public struct DatastoreLocation: Sendable, Equatable {
            let name: String

            /// The app's default location.
            public static var applicationDefault: DatastoreLocation { DatastoreLocation(name: "applicationDefault") }

            /// An app group's container.
            public static func groupContainer(identifier: String) throws -> DatastoreLocation {
                DatastoreLocation(name: "groupContainer(\(identifier))")
            }

            /// A directory on disk.
            public static func url(_ url: URL) -> DatastoreLocation { DatastoreLocation(name: url.absoluteString) }
        }
    }
}
