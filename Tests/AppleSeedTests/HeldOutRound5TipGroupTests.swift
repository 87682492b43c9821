import Foundation
import LimelightCore
import LimelightTesting
import Testing
import TipKit

// TipKit's `TipGroup` (iOS 18), which the fifth held-out round looked for (Docs/AppleAPI.md, "The held-out set",
// round 5): its current tip follows the tips' status on the simulated device. Uses TipKitTests' app and tips.

@Suite(.serialized) struct HeldOutRound5TipGroupTests {
    @MainActor @Test func anOrderedGroupWaitsForEachTipInTurnAndAFirstAvailableOneDoesNot() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        // FavoriteLandmarkTip's rules do not hold yet (not logged in, no views); CompassTip has none.
        #expect(sim.run { FavoriteLandmarkTip().status } == .pending)
        #expect(sim.run { CompassTip().status } == .available)

        let ordered = TipGroup(.ordered) {
            FavoriteLandmarkTip()
            CompassTip()
        }
        let firstAvailable = TipGroup {
            FavoriteLandmarkTip()
            CompassTip()
        }
        #expect(firstAvailable.priority == .firstAvailable && ordered.tips.count == 2)
        #expect(sim.run { ordered.currentTip } == nil, "the first tip is pending, so an ordered group shows nothing")
        #expect(sim.run { firstAvailable.currentTip?.id } == CompassTip().id)

        sim.run { FavoriteLandmarkTip().invalidate(reason: .actionPerformed) }
        #expect(sim.run { ordered.currentTip?.id } == CompassTip().id, "once the first is invalidated the next shows")

        sim.run { CompassTip().invalidate(reason: .tipClosed) }
        #expect(sim.run { ordered.currentTip } == nil)
        #expect(sim.run { firstAvailable.currentTip } == nil)
    }

    @MainActor @Test func aGroupsTipIsDrawnAsAPopoverAndNoTipDrawsNothing() throws {
        let sim = try TestSimulation(app: TipsApp.descriptor)
        let group = TipGroup(.ordered) { [CompassTip()] }
        let shown = sim.run { SimViewRenderer.node(Text("Map").popoverTip(group.currentTip)) }
        #expect(shown.texts.contains("Reorient the map"))
        let empty = SimViewRenderer.node(Text("Map").popoverTip(nil as (any Tip)?))
        #expect(empty.texts == ["Map"])
    }
}
