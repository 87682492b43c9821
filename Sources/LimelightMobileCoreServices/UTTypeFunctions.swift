import Foundation
import LimelightUniformTypeIdentifiers

// MobileCoreServices' UTType functions, over the same declarations as `UTType` (LimelightUniformTypeIdentifiers).

/// Whether `inUTI` is `inConformsToUTI` or conforms to it.
public func UTTypeConformsTo(_ inUTI: CFString, _ inConformsToUTI: CFString) -> Bool {
    guard let a = UTType(inUTI as String), let b = UTType(inConformsToUTI as String) else { return false }
    return a.conforms(to: b)
}

/// Whether two identifiers name the same type.
public func UTTypeEqual(_ inUTI1: CFString, _ inUTI2: CFString) -> Bool {
    guard let a = UTType(inUTI1 as String), let b = UTType(inUTI2 as String) else { return false }
    return a == b
}

/// Whether a type is declared (built in here).
public func UTTypeIsDeclared(_ inUTI: CFString) -> Bool { UTType(inUTI as String)?.isDeclared ?? false }

/// Whether an identifier is a dynamic one (`dyn.` domain).
public func UTTypeIsDynamic(_ inUTI: CFString) -> Bool { (inUTI as String).hasPrefix("dyn.") }

/// The preferred tag of a class (`kUTTagClassFilenameExtension`, `kUTTagClassMIMEType`) for a type.
public func UTTypeCopyPreferredTagWithClass(_ inUTI: CFString, _ inTagClass: CFString) -> Unmanaged<CFString>? {
    guard let type = UTType(inUTI as String), let tag = type.tags[UTTagClass(rawValue: inTagClass as String)]?.first else { return nil }
    return Unmanaged.passRetained(tag as CFString)
}

/// The preferred identifier for a tag, conforming to `inConformingToUTI` when given (a dynamic one when none is declared).
public func UTTypeCreatePreferredIdentifierForTag(_ inTagClass: CFString, _ inTag: CFString,
                                                  _ inConformingToUTI: CFString?) -> Unmanaged<CFString>? {
    let supertype = inConformingToUTI.flatMap { UTType($0 as String) }
    guard let type = UTType(tag: inTag as String, tagClass: UTTagClass(rawValue: inTagClass as String), conformingTo: supertype) else {
        return nil
    }
    return Unmanaged.passRetained(type.identifier as CFString)
}

/// A description of a type for people (its identifier: the simulator has no localized names).
public func UTTypeCopyDescription(_ inUTI: CFString) -> Unmanaged<CFString>? {
    Unmanaged.passRetained((inUTI as String) as CFString)
}
