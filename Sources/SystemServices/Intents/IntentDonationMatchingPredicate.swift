/// Which donations `deleteDonations(matching:)` removes, built with Apple's static constructors.
public struct DonationPredicate: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case donations([DonationIdentifier])
        case entities([EntityKey])
        case intentType(String, EntityKey?)
    }

    let kind: Kind

    /// Matches a single previous donation.
    public static func donationIdentifier(_ id: DonationIdentifier) -> Self { Self(kind: .donations([id])) }

    /// Matches one or more previous donations (iOS 26.4).
    public static func donationIdentifiers(_ ids: [DonationIdentifier]) -> Self { Self(kind: .donations(ids)) }

    /// Matches any donation with the entity in a parameter (including inside a list parameter).
    public static func entityIdentifier(_ id: EntityKey) -> Self { Self(kind: .entities([id])) }

    /// Matches donations referring to at least one of the entities (iOS 26.4).
    public static func entityIdentifiers(_ ids: [EntityKey]) -> Self { Self(kind: .entities(ids)) }

    /// Matches donations of exactly the named intent type, optionally only those that refer to an entity.
    public static func intentType(_ typeName: String, entityIdentifier: EntityKey? = nil) -> Self {
        Self(kind: .intentType(typeName, entityIdentifier))
    }

    /// Whether a donation matches.
    public func matches(_ donation: IntentDonation) -> Bool {
        switch kind {
        case .donations(let ids): return ids.contains(donation.identifier)
        case .entities(let ids): return !Set(ids).isDisjoint(with: donation.intent.entityIdentifiers)
        case .intentType(let type, let entity):
            guard donation.intent.typeName == type else { return false }
            guard let entity else { return true }
            return donation.intent.entityIdentifiers.contains(entity)
        }
    }

    /// `.intentType(CompleteTaskIntent, entityIdentifier: TaskEntity:42)` and so on.
    public var description: String {
        switch kind {
        case .donations(let ids) where ids.count == 1: return ".donationIdentifier(\(ids[0]))"
        case .donations(let ids): return ".donationIdentifiers([\(ids.map(\.rawValue).joined(separator: ", "))])"
        case .entities(let ids) where ids.count == 1: return ".entityIdentifier(\(ids[0]))"
        case .entities(let ids): return ".entityIdentifiers([\(ids.map(\.description).joined(separator: ", "))])"
        case .intentType(let t, let e): return ".intentType(\(t)" + (e.map { ", entityIdentifier: \($0)" } ?? "") + ")"
        }
    }
}
