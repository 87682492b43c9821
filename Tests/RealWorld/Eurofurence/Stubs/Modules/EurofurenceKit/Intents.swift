// Stub of Eurofurence's own modules (the intents generated from its intent definition file, and the donor protocols),
// not Apple's.
import Foundation
import Intents

public struct EventIdentifier: Hashable { public let rawValue: String; public init(_ rawValue: String) { self.rawValue = rawValue } }
public struct DealerIdentifier: Hashable { public let rawValue: String; public init(_ rawValue: String) { self.rawValue = rawValue } }

public struct ViewEventIntentDefinition {
    public let identifier: EventIdentifier
    public let eventName: String
    public init(identifier: EventIdentifier, eventName: String) { self.identifier = identifier; self.eventName = eventName }
}

public struct ViewDealerIntentDefinition {
    public let identifier: DealerIdentifier
    public let dealerName: String
    public init(identifier: DealerIdentifier, dealerName: String) { self.identifier = identifier; self.dealerName = dealerName }
}

public protocol EventIntentDonor { func donateEventIntent(definition: ViewEventIntentDefinition) }
public protocol ViewDealerIntentDonor { func donate(_ viewDealerIntent: ViewDealerIntentDefinition) }

/// As Xcode generates it from the app's .intentdefinition: an INIntent subclass with the definition's parameters.
public class ViewEventIntent: INIntent {
    public var eventName: String?
    public convenience init(intentDefinition: ViewEventIntentDefinition) {
        self.init()
        eventName = intentDefinition.eventName
        suggestedInvocationPhrase = "Show \(intentDefinition.eventName)"
    }
}

public class ViewDealerIntent: INIntent {
    public var dealerName: String?
    public convenience init(intentDefinition: ViewDealerIntentDefinition) {
        self.init()
        dealerName = intentDefinition.dealerName
    }
}
