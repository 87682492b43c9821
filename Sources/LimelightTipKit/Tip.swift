import SimulatorKit
import SystemServices

/// TipKit's `Tip`: a tip's content and the conditions for showing it. Its status lives in the running app's datastore
/// on its device.
public protocol Tip: Identifiable, Sendable {
    /// The tip's identifier in the datastore (the type's name by default).
    var id: String { get }
    /// The title (required).
    var title: Text { get }
    /// The message.
    var message: Text? { get }
    /// The image.
    var image: Image? { get }
    /// The rules that must all hold before the tip displays.
    @Tips.RuleBuilder var rules: [Tips.Rule] { get }
    /// Display options (`IgnoresDisplayFrequency`, `MaxDisplayCount`).
    @Tips.OptionsBuilder var options: [any TipOption] { get }
    /// The buttons the tip shows.
    @Tips.ActionBuilder var actions: [Tips.Action] { get }
}

extension Tip {
    /// The type's name.
    public var id: String { String(describing: Self.self) }
    /// No message.
    public var message: Text? { nil }
    /// No image.
    public var image: Image? { nil }
    /// No rules.
    public var rules: [Tips.Rule] { [] }
    /// No options.
    public var options: [any TipOption] { [] }
    /// No actions.
    public var actions: [Tips.Action] { [] }

    /// `Tips.Rule`.
    public typealias Rule = Tips.Rule
    /// `Tips.Event`.
    public typealias Event<DonationInfo: Codable & Sendable> = Tips.Event<DonationInfo>
    /// `Tips.Action`.
    public typealias Action = Tips.Action
    /// `TipOption`.
    public typealias Option = TipOption
    /// `Tips.Status`.
    public typealias Status = Tips.Status
    /// `Tips.InvalidationReason`.
    public typealias InvalidationReason = Tips.InvalidationReason
    /// `Tips.IgnoresDisplayFrequency`.
    public typealias IgnoresDisplayFrequency = Tips.IgnoresDisplayFrequency
    /// `Tips.MaxDisplayCount`.
    public typealias MaxDisplayCount = Tips.MaxDisplayCount
    /// `Tips.MaxDisplayDuration`.
    public typealias MaxDisplayDuration = Tips.MaxDisplayDuration

    /// Whether the tip may display now: its rules, the display frequency on the simulated clock, `MaxDisplayCount`,
    /// invalidation and the testing overrides (`.pending` outside app code).
    public var status: Tips.Status {
        guard let app = TipKitApp.current else { return .pending }
        return Self.status(app.service.tipKitStatus(app: app.bundleIdentifier, facts))
    }

    /// Whether the tip would display now (`status == .available`).
    public var shouldDisplay: Bool { status == .available }

    /// The tip's status as it changes. The simulator yields the status when the sequence is made and then finishes
    /// (statuses change only when the simulation runs, and a step reads them afresh).
    public var statusUpdates: AsyncStream<Tips.Status> {
        let current = status
        return AsyncStream { continuation in
            continuation.yield(current)
            continuation.finish()
        }
    }

    /// Whether the tip would display, as it changes (`statusUpdates` mapped to `== .available`).
    public var shouldDisplayUpdates: AsyncMapSequence<AsyncStream<Tips.Status>, Bool> { statusUpdates.map { $0 == .available } }

    /// Permanently invalidates the tip; logged as `tip.invalidated`.
    public func invalidate(reason: Tips.InvalidationReason) {
        guard let app = TipKitApp.current else { return }
        app.service.invalidateTipKitTip(app: app.bundleIdentifier, id: id, reason: reason.simulated)
    }

    /// Makes an invalidated tip eligible again (its display count starts over).
    public func resetEligibility() async {
        guard let app = TipKitApp.current else { return }
        app.service.resetTipKitTip(app: app.bundleIdentifier, id: id)
    }

    /// The tip's options and the first rule that does not hold, evaluated as the running app's code.
    var facts: TipKitTipFacts {
        var facts = TipKitTipFacts(id: id)
        for option in options {
            if let o = option as? Tips.IgnoresDisplayFrequency { facts.ignoresDisplayFrequency = o.ignores }
            if let o = option as? Tips.MaxDisplayCount { facts.maxDisplayCount = o.count }
        }
        facts.unmetRule = rules.first { !$0.isSatisfied }?.subject
        return facts
    }

    static func status(_ simulated: TipKitStatus) -> Tips.Status {
        switch simulated {
        case .pending: .pending
        case .available: .available
        case .invalidated(let reason): .invalidated(Tips.InvalidationReason(reason))
        }
    }
}
