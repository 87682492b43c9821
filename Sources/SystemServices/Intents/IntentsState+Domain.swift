import LimelightCore

/// The domains of a device's App Intents state (see `SimStateDomain`): the learner's and the detector's rules in the
/// ranges the commands accept, donations and suggestions at or before the clock.
extension IntentsState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.nested("learner", learner)
        try check.nested("detector", detector)
        check.free("metadata")  // installing the app declares it again
        try check.each("donations", donations) { check, donation in try check.instant("instant", donation.instant, notAfterNow: true) }
        try check.each("suggestions", suggestions) { check, suggestion in
            try check.instant("learnedAt", suggestion.learnedAt, notAfterNow: true)
            try check.int("weekday", suggestion.weekday, 1...7)
            try check.int("minuteOfDay", suggestion.minuteOfDay, 0...1439)
        }
        check.free("learningDisabled")
    }
}

extension SuggestionLearner: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.int("requiredRepetitions", requiredRepetitions, 1...100_000)
        try check.duration("timeWindow", timeWindow)
        try check.duration("lookback", lookback)
        check.free("requiresSameWeekday", "equivalence", "forceSuggestions", "countsSystemDonations")
    }
}

extension UniqueValueDetector: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.duration("nowTolerance", nowTolerance)
        try check.duration("epochTolerance", epochTolerance)
        try check.int("increasingRun", increasingRun, 2...100_000)
        check.free("isEnabled")
    }
}
