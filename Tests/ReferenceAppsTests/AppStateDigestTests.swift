import Testing
import ReferenceApps
import Script

/// An app's model joins the world digest through `AppState`.
@Suite struct AppStateDigestTests {
    @Test func simplrTasksAreInTheDigestAndRoundTrip() throws {
        let s = Session(seed: 42, catalog: ReferenceAppCatalog.catalog)
        for line in ["device add phone", "app install simplr", "app launch", "task add \"Report\" --category Work"] {
            #expect(!s.execute(line).failed, "\(line)")
        }
        let app = try #require(s.simulation.selectedDevice?.app(named: "simplr"))
        let states = app.dataStore.encodedStates
        #expect(states.count == 1)
        #expect(states.first?.json.contains("\"title\":\"Report\"") == true)
        let loaded = Session(seed: 42, catalog: ReferenceAppCatalog.catalog)
        try loaded.load(try WorldSnapshot.decode(s.snapshot().encoded(), file: "x"), file: "x")
        let copy = try #require(loaded.simulation.selectedDevice?.app(named: "simplr"))
        #expect(copy.dataStore.encodedStates.map(\.json) == states.map(\.json))
        #expect(loaded.simulation.digest == s.simulation.digest)
    }
}
