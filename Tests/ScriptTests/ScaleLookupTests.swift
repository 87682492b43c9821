import Testing
import LimelightCore
import SimulatorKit
@testable import Script

/// Lookups by name stay constant-time as the world grows (they were linear scans: 100,000 apps took minutes).
@Suite struct ScaleLookupTests {
    @Test func aHundredThousandAppsAndDevicesAreFoundByName() throws {
        let simulation = Simulation(catalog: AppCatalog([]))
        let phone = try simulation.addDevice(name: "phone", platform: .ios)
        for n in 0..<100_000 {
            try phone.install(GenericApp.descriptor(bundleIdentifier: "com.example.app\(n)"))
        }
        #expect(phone.app(named: "com.example.app99999")?.bundleIdentifier == "com.example.app99999")
        #expect(phone.apps.count == 100_000)
        let first = try #require(phone.app(named: "com.example.app0"))
        phone.uninstall(first)
        #expect(phone.app(named: "com.example.app0") == nil)
        #expect(phone.app(named: "com.example.app1") != nil)
        for n in 0..<100_000 { try simulation.addDevice(name: "d\(n)", platform: .ios) }
        #expect(simulation.device(named: "d99999")?.name == "d99999")
        #expect(simulation.device(named: "phone") === phone)
    }
}
