/// The domains of the runtime's state (see `SimStateDomain`): the clock on the simulated calendar, every waiting job
/// due no earlier than the clock (the scheduler never queues one in the past) for a device of the world, with a
/// sequence below the next one and used once, and every logged event at or before the clock.
extension RuntimeState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        check.free("seed", "random", "ids")  // any 64-bit seed and generator state is a valid one
        try check.nested("scheduler", scheduler)
        try check.nested("log", log)
    }
}

extension SchedulerState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.instant("now", now)
        try check.int("nextSequence", nextSequence, 0...SimDomainCheck.counterLimit)
        var sequences = Set<Int>()
        try check.each("jobs", jobs) { check, job in
            try job.checkDomain(&check)
            if job.sequence >= nextSequence {
                try check.fail("sequence", value: "\(job.sequence)", allowed: "0…\(nextSequence - 1) (below nextSequence)")
            }
            if !sequences.insert(job.sequence).inserted { try check.fail("sequence", value: "\(job.sequence)", allowed: "a sequence no other job has") }
        }
    }
}

extension ScheduledJob: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        try check.instant("deadline", deadline)
        if deadline < check.context.now {
            try check.fail("deadline", value: "\(deadline.secondsSinceReferenceDate)",
                           allowed: "a time not before the clock (\(check.context.now.secondsSinceReferenceDate)): the scheduler never queues a job in the past")
        }
        try check.int("sequence", sequence, 0...SimDomainCheck.counterLimit)
        check.free("label")
        try check.field("job") { check in
            switch job {
            case .spotlightApply(let device, let entry):
                try check.reference("device", device, in: check.context.devices, "a device of this world")
                try check.int("entry", entry, 1...SimDomainCheck.counterLimit)
            case .spotlightExpiry(let device), .smartStackEvaluate(let device):
                try check.reference("device", device, in: check.context.devices, "a device of this world")
            case .widgetCenterReload(let device, let widget):
                try check.reference("device", device, in: check.context.devices, "a device of this world")
                try check.nonEmpty("widget", widget)
            case .widgetTimeline(let device, let widget, _):
                try check.reference("device", device, in: check.context.devices, "a device of this world")
                try check.nonEmpty("widget", widget)
            case .callback:
                try check.fail(value: "a callback into app code", allowed: "a job of the world's own services (a saved world holds no app code)")
            }
        }
    }
}

extension EventLogState: SimStateDomain {
    public func checkDomain(_ check: inout SimDomainCheck) throws {
        check.free("storage")
        // Each event's instant and kind are its context's, and the log holds only contexts its events use: when every
        // context is valid, so is every event. Only otherwise are the events walked, to name the first that is not.
        let storage = self.storage
        if storage.contexts.allSatisfy({ context in
            check.isValidInstant(context.instant, notAfterNow: true) && !storage.names[Int(context.kind)].isEmpty
        }) { return }
        var i = 0
        for event in events {
            try check.at("[\(i)]") { check in
                try check.instant("instant", event.instant, notAfterNow: true)
                try check.nonEmpty("kind", event.kind)
            }
            i += 1
        }
    }
}
