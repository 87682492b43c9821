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
        // An event's instant and kind are its context's, and the log holds only contexts its events use: the contexts
        // pass exactly when the events do. Only when one does not are the events walked, to name the first that fails.
        func checkEvent(_ check: inout SimDomainCheck, instant: SimInstant, kind: String) throws {
            try check.instant("instant", instant, notAfterNow: true)
            try check.nonEmpty("kind", kind)
        }
        let storage = self.storage
        if check.passes({ check in
            for context in storage.contexts { try checkEvent(&check, instant: context.instant, kind: storage.names[Int(context.kind)]) }
        }) { return }
        for (i, event) in events.enumerated() {
            try check.at(index: i) { try checkEvent(&$0, instant: event.instant, kind: event.kind) }
        }
    }
}
