// Stub of OneBusAway's OBAKitCore module (its own models and strings), not Apple's.
import Foundation

public enum Strings {
    public static let scheduleTipTitle = "View Schedules"
    public static let scheduleTipMessage = "See the full timetable for any route at this stop."
    public static let tripPlannerTipTitle = "Plan a Trip"
    public static let tripPlannerTipMessage = "Get directions using public transit."
}

public func OBALoc(_ key: String, value: String, comment: String) -> String { value }

public struct Stop: Hashable {
    public let id: String
    public let name: String
    public init(id: String, name: String) { self.id = id; self.name = name }
}

public struct Region: Hashable {
    public let regionIdentifier: Int
    public init(regionIdentifier: Int) { self.regionIdentifier = regionIdentifier }
}

public enum Formatters {
    public static func formattedTitle(stop: Stop) -> String { stop.name }
}

public struct ArrivalDeparture {
    public let routeAndHeadsign: String
    public let serviceDate: Date
    public let stopID: String
    public let stopSequence: Int
    public let tripID: String
    public let vehicleID: String?
    public init(routeAndHeadsign: String, serviceDate: Date, stopID: String, stopSequence: Int, tripID: String, vehicleID: String?) {
        self.routeAndHeadsign = routeAndHeadsign; self.serviceDate = serviceDate; self.stopID = stopID
        self.stopSequence = stopSequence; self.tripID = tripID; self.vehicleID = vehicleID
    }
}

public protocol TripConvertible {
    var arrivalDeparture: ArrivalDeparture? { get }
}

public struct Bookmark: Hashable {
    public let name: String
    public let stopID: String
    public init(name: String, stopID: String) { self.name = name; self.stopID = stopID }
}

extension Bundle {
    /// The app's Info.plist NSUserActivityTypes.
    public var userActivityTypes: [String]? { object(forInfoDictionaryKey: "NSUserActivityTypes") as? [String] }
}
