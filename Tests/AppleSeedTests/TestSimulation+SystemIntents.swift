import LimelightTesting
import SimulatorKit
import SystemServices

extension TestSimulation {
    /// Siri runs one of the app's intents, given as the simulator records it (type name and parameter values).
    func runSystemIntent(_ typeName: String, _ parameters: [String: IntentValue]) throws -> [String] {
        try device.runIntent(IntentRecord(typeName, parameters), app: app, via: .siri)
    }
}
