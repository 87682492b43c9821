import Foundation
import LimelightCore
import Spotlight

/// A value `setValue(_:forCustomKey:)` stores: Apple takes `NSSecureCoding & NSObjectProtocol` objects (`NSString`,
/// `NSNumber`, `NSDate`, `NSArray`); Limelight takes those and the Swift values that bridge to them.
public protocol CSCustomAttributeValue {
    /// The value as the simulated index stores it.
    var attributeValue: CSAttributeValue { get }
}

extension String: CSCustomAttributeValue {
    /// A string attribute.
    public var attributeValue: CSAttributeValue { .string(self) }
}

extension Int: CSCustomAttributeValue {
    /// A number attribute.
    public var attributeValue: CSAttributeValue { .number(Double(self)) }
}

extension Double: CSCustomAttributeValue {
    /// A number attribute.
    public var attributeValue: CSAttributeValue { .number(self) }
}

extension Bool: CSCustomAttributeValue {
    /// A Boolean attribute.
    public var attributeValue: CSAttributeValue { .bool(self) }
}

extension Date: CSCustomAttributeValue {
    /// A date attribute.
    public var attributeValue: CSAttributeValue { .date(SimInstant(self)) }
}

extension Data: CSCustomAttributeValue {
    /// A data attribute.
    public var attributeValue: CSAttributeValue { .data(Array(self)) }
}

extension Array: CSCustomAttributeValue where Element == String {
    /// A multi-valued string attribute.
    public var attributeValue: CSAttributeValue { .strings(self) }
}

extension NSString: CSCustomAttributeValue {
    /// A string attribute.
    public var attributeValue: CSAttributeValue { .string(String(describing: self)) }
}

extension NSNumber: CSCustomAttributeValue {
    /// A number attribute.
    public var attributeValue: CSAttributeValue { .number(doubleValue) }
}

extension NSDate: CSCustomAttributeValue {
    /// A date attribute.
    public var attributeValue: CSAttributeValue { .date(SimInstant(secondsSinceReferenceDate: timeIntervalSinceReferenceDate)) }
}
