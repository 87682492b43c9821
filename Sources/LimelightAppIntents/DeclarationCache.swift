import Foundation
import SystemServices

/// Intent declarations read so far, by intent type: reading one reflects over a new intent value, and an app declares
/// the same types at every install. A declaration is a function of its type, so keeping it changes no result.
final class DeclarationCache: @unchecked Sendable {
    /// The one cache (guarded by `lock`: tests run simulations on several threads).
    static let shared = DeclarationCache()

    private let lock = NSLock()
    private var declarations: [ObjectIdentifier: IntentDeclaration] = [:]

    /// The declaration of `type`, read with `read` the first time.
    func declaration(of type: Any.Type, read: () -> IntentDeclaration) -> IntentDeclaration {
        lock.lock()
        if let known = declarations[ObjectIdentifier(type)] {
            lock.unlock()
            return known
        }
        lock.unlock()
        let made = read()
        lock.lock()
        declarations[ObjectIdentifier(type)] = made
        lock.unlock()
        return made
    }
}
