import LimelightCore

/// The domains of a device's tips (see `SimStateDomain`): placements and datastores of installed apps, display counts
/// and times within range.
extension TipsState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        let apps = check.context.apps
        try check.entries("placements", placements) { check, app, _ in try check.reference(app, in: apps, "an app installed on the device") }
        try check.entries("stateBindings", stateBindings) { check, app, _ in try check.reference(app, in: apps, "an app installed on the device") }
        try check.entries("tipKit", tipKit) { check, app, store in
            try check.reference(app, in: apps, "an app installed on the device")
            try check.instant("lastNewTipDisplay", store.lastNewTipDisplay, notAfterNow: true)
            try check.entries("tips", store.tips) { check, _, tip in
                try check.int("displayCount", tip.displayCount, 0...SimDomainCheck.counterLimit)
                try check.instant("lastDisplayed", tip.lastDisplayed, notAfterNow: true)
            }
            try check.entries("events", store.events) { check, _, donations in
                for (i, donation) in donations.enumerated() {
                    try check.at(index: i) { check in try check.instant("date", donation.date, notAfterNow: true) }
                }
            }
            if let configuration = store.configuration {
                try check.field("configuration") { check in
                    try check.number("displayInterval", configuration.displayInterval, 0...SimDomainCheck.longestDuration)
                }
            }
        }
    }
}

extension AppDefaultsState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        check.free("values")  // any property-list value under any key
    }
}
