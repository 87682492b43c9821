import Foundation
import LimelightCore
import SystemServices

/// Intent declarations read so far, by intent type: reading one reflects over a new intent value, and an app declares
/// the same types at every install. A declaration is a function of its type, so keeping it changes no result.
final class DeclarationCache: Sendable {
    /// The one cache (tests run simulations on several threads).
    static let shared = DeclarationCache()

    private let declarations = LockedBox([ObjectIdentifier: IntentDeclaration]())

    /// The declaration of `type`, read with `read` the first time.
    func declaration(of type: Any.Type, read: () -> IntentDeclaration) -> IntentDeclaration {
        let key = ObjectIdentifier(type)
        if let known = declarations.withLock({ $0[key] }) { return known }
        let made = read()
        declarations.withLock { $0[key] = made }
        return made
    }
}
