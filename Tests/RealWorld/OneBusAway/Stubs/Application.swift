// Only with: UserActivityBuilder.swift
// Stub of OneBusAway's own OBAKit types (Application, AppLinksRouter), not Apple's.
import Foundation
import OBAKitCore

/// Bundle whose Info.plist values the app reads (a test stands in for the app's bundle).
class AppBundle {
    let bundleIdentifier: String
    let userActivityTypes: [String]?
    init(bundleIdentifier: String, userActivityTypes: [String]?) {
        self.bundleIdentifier = bundleIdentifier
        self.userActivityTypes = userActivityTypes
    }
}

final class AppLinksRouter {
    func url(for stop: Stop, region: Region) -> URL? { URL(string: "https://onebusaway.co/regions/\(region.regionIdentifier)/stops/\(stop.id)") }
    func encode(arrivalDeparture: ArrivalDeparture, region: Region) -> URL? {
        URL(string: "https://onebusaway.co/regions/\(region.regionIdentifier)/trips/\(arrivalDeparture.tripID)")
    }
}

public class Application {
    let applicationBundle: AppBundle
    let appLinksRouter: AppLinksRouter?
    init(applicationBundle: AppBundle, appLinksRouter: AppLinksRouter?) {
        self.applicationBundle = applicationBundle
        self.appLinksRouter = appLinksRouter
    }
}
