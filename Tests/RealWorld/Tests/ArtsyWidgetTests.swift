// Artsy's full-bleed widget provider (ArtsyWidget/FullBleed/FullBleed+Provider.swift), unchanged: its timeline comes
// from the app's own generator (here the stub's single fallback entry), qualified as WidgetKit.Timeline because the app
// names its own generator Timeline. Needs: nothing beyond main.
import Foundation
import LimelightKit
import LimelightTesting
import Testing
import WidgetKit
@testable import RW_Artsy_FullBleed_Provider

@Suite struct ArtsyWidgetTests {
    @Test func theWidgetShowsTheGeneratedEntry() throws {
        let sim = try TestSimulation(app: GenericApp.descriptor(bundleIdentifier: "net.artsy.artsy"))
        try sim.run {
            try SimulatedWidget.declare(kind: "FullBleedWidget", displayName: "Trove", supportedFamilies: [.systemLarge],
                                        provider: FullBleed.Provider())
        }
        let id = try sim.device.widgets.addWidget(kind: "FullBleedWidget", family: .systemLarge)
        sim.simulation.settle()
        let widget = try #require(sim.device.widgets.instances[id])
        #expect(widget.entries.count == 1)
        #expect(widget.entries.first?.content.contains("Trove") == true)
    }
}
