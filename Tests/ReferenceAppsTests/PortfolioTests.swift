import LimelightCore
import ReferenceApps
import Spotlight
import Testing

@Suite struct PortfolioTests {
    @Test func itemsUseObjectURIsAndProjectDomains() throws {
        let h = Harness("device add phone", "app install portfolio", "project add Groceries", "item add Milk --detail \"Two litres\"")
        let program = try #require(h.app?.program as? PortfolioApp)
        let item = try #require(program.dataController.container.items.first)
        #expect(item.objectURI.hasPrefix("x-coredata://") && item.objectURI.hasSuffix("/Item/p2"))
        let indexed = try #require(h.device?.spotlight.item(app: "com.portfolio.app", identifier: item.objectURI))
        #expect(indexed.domainIdentifier == item.projectURI)
        #expect(indexed.attributeSet.title == "Milk")
        #expect(indexed.attributeSet.contentDescription == "Two litres")
    }

    @Test func itemWithRejectsUnknownAndStaleIdentifiers() throws {
        let h = Harness("device add phone", "app install portfolio", "project add Groceries", "item add Milk")
        let program = try #require(h.app?.program as? PortfolioApp)
        let uri = try #require(program.dataController.container.items.first?.objectURI)
        #expect(program.dataController.item(with: uri)?.title == "Milk")
        for bad in ["", "Milk", "x-coredata://other/Item/p2", uri + "/extra", uri.replacingOccurrences(of: "/Item/", with: "/Project/")] {
            #expect(program.dataController.item(with: bad) == nil, "\(bad)")
        }
        h.run("item delete Milk")
        #expect(program.dataController.item(with: uri) == nil)
    }

    @Test func tapShowsHomeAndReplacesEditView() throws {
        let h = Harness("device add phone", "app install portfolio", "project add G", "item add Milk", "item add Bread", "tab Awards")
        let items = try #require((h.app?.program as? PortfolioApp)?.dataController.container.items)
        h.run("spotlight tap \(items[0].objectURI)")
        #expect(h.app?.screen.tab == "Home")
        #expect(h.app?.screen.navigationPath == ["EditItemView(Milk)"])
        h.run("spotlight tap \(items[1].objectURI)")
        #expect(h.app?.screen.navigationPath == ["EditItemView(Bread)"])
    }

    @Test func deletingProjectRemovesItsItemsOnly() {
        let h = Harness("device add phone", "app install portfolio", "project add A", "item add One", "item add Two",
                        "project add B", "item add Three", "project delete A")
        #expect(h.device?.spotlight.count(app: "com.portfolio.app") == 1)
    }

    @Test func closingPlaysCustomHapticAndBadInputIsReported() {
        let h = Harness("device add phone", "app install portfolio")
        #expect(h.run("item add Orphan").first?.contains("no open project") == true)
        h.run("project add A")
        #expect(h.run("item add X --priority 7").first?.contains("priority must be 1, 2 or 3") == true)
        h.run("project close A")
        #expect(h.device?.haptics.first?.pattern == PortfolioApp.closeProjectHaptic)
        #expect(h.run("project close A").first?.contains("already closed") == true)
        #expect(h.run("project delete Nope").first?.contains("no project 'Nope'") == true)
    }
}
