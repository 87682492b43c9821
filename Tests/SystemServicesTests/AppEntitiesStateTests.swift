import LimelightCore
import Spotlight
import Testing
@testable import SystemServices

@Suite struct AppEntitiesStateTests {
    /// The App Entities layer keeps nothing of its own: it reads the intents service and Spotlight, which carry the state.
    @Test func holdsNoStateOfItsOwn() {
        let runtime = Runtime()
        let host = Fixtures.host(runtime)
        let service = AppEntitiesService(host: host, intents: IntentsService(host: host), spotlight: SpotlightService(runtime: runtime, deviceName: host.device, protectionState: { .unlocked }))
        #expect(StateTestSupport.storedProperties(service) == ["host", "intents", "spotlight"])
    }
}
