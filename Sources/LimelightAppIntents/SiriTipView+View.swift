import LimelightCore
import LimelightSwiftUI

extension SiriTipView: View {
    /// The tip as drawn: the intent whose App Shortcut phrase it suggests (the phrase itself is what `tips` lists).
    public var body: some View {
        SimNodeView(SimViewNode(.tip, text: "Siri tip: \(intentType)", properties: [SimViewProperty("id", intentType)]))
    }
}
