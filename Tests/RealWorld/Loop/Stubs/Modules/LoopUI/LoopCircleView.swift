// Stub of LoopUI (Loop's own framework), not Apple's.
import Foundation
import SwiftUI

public enum LoopCompletionFreshness {
    case fresh, aging, stale
    public init(age: TimeInterval?) {
        switch age ?? .infinity {
        case ..<(6 * 60): self = .fresh
        case ..<(16 * 60): self = .aging
        default: self = .stale
        }
    }
}

public struct LoopCircleView: View {
    public let closedLoop: Bool
    public let freshness: LoopCompletionFreshness
    public init(closedLoop: Bool, freshness: LoopCompletionFreshness) { self.closedLoop = closedLoop; self.freshness = freshness }
    public var body: some View { Text(closedLoop ? "closed loop" : "open loop") }
}
