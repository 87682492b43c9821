import LimelightCore

/// Smart Stack ranking and rotation as steps of the 
extension WidgetsState {
    /// The relevance score in effect for a widget at `instant`: the latest entry with a relevance dated at or before it,
    /// unless its non-zero duration has run out. Scores ≤ 0 are returned (and mean "not relevant").
    func currentRelevance(_ instance: WidgetInstance, at instant: SimInstant) -> Float? {
        guard let entry = instance.entries.last(where: { $0.date <= instant && $0.relevance != nil }), let r = entry.relevance else { return nil }
        if r.duration > 0, instant > entry.date + SimDuration(seconds: r.duration) { return nil }
        return r.score
    }

    /// The score used for ranking under the arbitration rule (nil when the widget is not relevant now).
    func rankValue(_ instance: WidgetInstance, at instant: SimInstant) -> Double? {
        guard let score = currentRelevance(instance, at: instant), score > 0 else { return nil }
        switch configuration.arbitration {
        case .rawScore:
            return Double(score)
        case .normalizedPerProvider:
            let history = instance.relevanceHistory.filter { $0.0 <= instant && instant - $0.0 <= configuration.relevanceHistory }.map(\.1)
            guard let lo = history.min(), let hi = history.max(), hi > lo else { return 0.5 }
            return Double((score - lo) / (hi - lo))
        }
    }

    /// A stack's widgets as Smart Rotate ranks them now, top first, each with the reason for its place.
    ///
    /// Rule: the committed top widget first; then relevant widgets (score > 0, window covering now) by rank value,
    /// then raw score, then the user's order; then the others in the user's order.
    func stackOrder(_ stackID: String, _ host: some WidgetsHost) throws -> [StackRanking] {
        try requireAvailable(host)
        guard let stack = stacks[stackID] else { throw WidgetServiceError.unknownStack(stackID) }
        let ranked = ranking(stack, at: host.now)
        let top = stack.topWidgetID ?? ranked.first
        let ordered = (top.map { [$0] } ?? []) + ranked.filter { $0 != top }
        return ordered.compactMap { id in
            guard let instance = instances[id] else { return nil }
            let score = currentRelevance(instance, at: host.now)
            let value = rankValue(instance, at: host.now)
            let position = (stack.widgetIDs.firstIndex(of: id) ?? 0) + 1
            var reason: String
            if let value, let score {
                reason = "relevant: score \(CSAttributeValueFormat.format(Double(score)))"
                    + (configuration.arbitration == .normalizedPerProvider ? ", normalised \(Self.fixed(value)) against its own history" : "")
            } else if let score {
                reason = "not relevant: score \(CSAttributeValueFormat.format(Double(score))) ≤ 0"
            } else {
                reason = "no relevance in effect"
            }
            reason += "; user position \(position)"
            if id == top { reason = (stack.smartRotate ? "on top; " : "on top (Smart Rotate off); ") + reason }
            return StackRanking(widgetID: id, kind: instance.kind, score: score, rankValue: value, isTop: id == top, reason: reason)
        }
    }

    /// Brings the best-ranked relevant widget of each Smart Rotate stack to the top, within the rotation limit.
    mutating func evaluateStacks(_ host: some WidgetsHost) {
        for stackID in stacks.keys.sorted() {
            guard let stack = stacks[stackID], stack.smartRotate, let best = ranking(stack, at: host.now).first,
                  best != stack.topWidgetID, let instance = instances[best], let value = rankValue(instance, at: host.now) else { continue }
            if let top = stack.topWidgetID, let current = instances[top], let topValue = rankValue(current, at: host.now), topValue >= value {
                continue
            }
            let recent = instance.rotations.filter { host.now - $0 < configuration.budgetWindow }.count
            if !configuration.developerMode, recent >= configuration.rotationLimit {
                host.record(app: instance.app, "widgets.stack.rotation.limited", "\(stackID): \(best) \(instance.kind) already rotated \(recent) times in \(configuration.budgetWindow); stays below")
                continue
            }
            stacks[stackID]?.topWidgetID = best
            instances[best]?.rotations.append(host.now)
            let score = currentRelevance(instance, at: host.now).map { CSAttributeValueFormat.format(Double($0)) } ?? "-"
            host.record(app: instance.app, "widgets.stack.rotated", "\(stackID): \(best) \(instance.kind) rotated to the top (score \(score), rank \(Self.fixed(value)))")
        }
    }

    func ranking(_ stack: SmartStack, at now: SimInstant) -> [String] {
        let relevant = stack.widgetIDs.enumerated().compactMap { offset, id -> (String, Double, Float, Int)? in
            guard let instance = instances[id], let value = rankValue(instance, at: now) else { return nil }
            return (id, value, currentRelevance(instance, at: now) ?? 0, offset)
        }.sorted { a, b in
            if a.1 != b.1 { return a.1 > b.1 }
            if a.2 != b.2 { return a.2 > b.2 }
            return a.3 < b.3
        }.map(\.0)
        return relevant + stack.widgetIDs.filter { !relevant.contains($0) }
    }

    func scheduleStackEvaluations(for instance: WidgetInstance, _ host: some WidgetsHost) {
        guard instance.stackID != nil else { return }
        var times: Set<Double> = []
        for entry in instance.entries where entry.date > host.now {
            times.insert(entry.date.secondsSinceReferenceDate)
        }
        for entry in instance.entries {
            if let r = entry.relevance, r.duration > 0 {
                let end = entry.date + SimDuration(seconds: r.duration)
                if end > host.now { times.insert(end.secondsSinceReferenceDate + 0.001) }
            }
        }
        for t in times.sorted() {
            host.runtime.scheduler.schedule(at: SimInstant(secondsSinceReferenceDate: t), label: "widgets.stack.evaluate \(instance.id)",
                                            job: .smartStackEvaluate(device: host.device))
        }
    }

    static func fixed(_ value: Double) -> String { String.fixed(value, decimals: 2) }
}
