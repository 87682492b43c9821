import LimelightAppIntents
import SimulatorKit

extension Landmarks {
    /// The activity type of the landmark detail view.
    static let detailActivityType = "com.example.landmarks.landmark"

    /// `LandmarkDetailView`'s `.userActivity(…) { $0.appEntityIdentifier = EntityIdentifier(for: LandmarkEntity.self, identifier: id) }`:
    /// the detail view names its landmark as the on-screen entity.
    static func showInDetailView(_ landmark: Landmark) {
        let activity = NSUserActivity(activityType: detailActivityType)
        activity.appEntityIdentifier = EntityIdentifier(for: LandmarkEntity.self, identifier: landmark.id)
        activity.becomeCurrent()
    }
}
