import Foundation
import LimelightWidgetKit
import SimulatorKit

extension Landmarks {
    /// The featured-landmark widget's kind.
    static let featuredWidgetKind = "FeaturedLandmarkWidget"

    /// Registers what the app bundle declares besides its App Intents (the descriptor lists those): on iOS the featured-landmark widget
    /// (a steady relevance of 50, one entry per hour, `.atEnd`) and a `@State` Siri tip in the list view.
    static func install(_ context: AppContext) throws {
        guard context.platform == .ios else { return }
        try SimulatedWidget.declare(FeaturedLandmarkWidget())
        try placeSiriTip()
    }
}
