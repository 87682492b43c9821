import Foundation
import LimelightCoreSpotlight
import SimulatorKit

/// Portfolio running on the simulated device: a tap moves to Home and pushes the item's edit view.
public final class PortfolioApp: AppProgram, CSSearchableIndexDelegate {
    let context: AppContext
    /// The store, its saves and its Spotlight calls.
    public let dataController: Portfolio.DataController
    /// The tab `ContentView` shows.
    public private(set) var selectedTab: Portfolio.Tab = .home
    /// `HomeView`'s view model `selectedItem`: the item whose `EditItemView` the navigation link shows.
    public private(set) var selectedItem: Portfolio.Item?

    /// The custom haptic played when a project is closed in `EditProjectView`.
    public static let closeProjectHaptic = "custom:project-closed (2 CHHapticEvents, 1 CHHapticParameterCurve)"

    public init(context: AppContext) {
        self.context = context
        let store: Portfolio.PersistentStore
        store = context.dataStore.get(Portfolio.storeKey) { Portfolio.PersistentStore(identifier: SimulatedUUID.next().uuidString) }
        dataController = Portfolio.DataController(container: store, context: context)
        CSSearchableIndex.default().indexDelegate = self
    }

    /// The seed adds no launch-time indexing: items reach Spotlight only through `update(_:)` (and reindex requests).
    public func applicationDidFinishLaunching() {}

    /// `.onContinueUserActivity` on the `TabView` (`moveToHome`) and on `HomeView` (`selectItem(with:)`).
    public func application(continue activity: NSUserActivity) -> Bool {
        guard activity.activityType == CSSearchableItemActionType else { return false }
        moveToHome(activity)
        return selectItem(with: activity)
    }

    /// `ContentView.moveToHome(_:)`: a Spotlight launch always shows the Home tab.
    func moveToHome(_ activity: NSUserActivity) {
        selectedTab = .home
    }

    /// `HomeView.ViewModel.selectItem(with:)`: resolves the identifier and selects the item (replacing any earlier one).
    @discardableResult
    func selectItem(with activity: NSUserActivity) -> Bool {
        guard let uniqueIdentifier = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String else { return false }
        guard let item = dataController.item(with: uniqueIdentifier) else {
            context.log("app.spotlight.stale", "no item for '\(uniqueIdentifier)'; Home shows no edit view")
            selectedItem = nil
            return false
        }
        selectedItem = item
        context.log("app.navigated", "Home pushed EditItemView for \"\(item.title)\"")
        return true
    }

    public var screen: ScreenState {
        let current = selectedItem.flatMap { dataController.item(with: $0.objectURI) }
        return ScreenState(tab: selectedTab.rawValue, navigationPath: current.map { ["EditItemView(\($0.title))"] } ?? [],
                           selection: current?.objectURI)
    }

    /// Switches tab, as the user does (leaving Home pops the edit view).
    func select(tab: Portfolio.Tab) {
        selectedTab = tab
        if tab != .home { selectedItem = nil }
    }

    /// Closes a project in `EditProjectView`: saves and plays the custom haptic pattern.
    func close(_ project: Portfolio.Project) {
        var closed = project
        closed.closed = true
        dataController.updateProject(closed)
        context.log("app.project.closed", "closed project \"\(project.title)\"")
        context.playHaptic(Self.closeProjectHaptic)
    }

    public func completionValues(for key: String) -> [String] {
        switch key {
        case "projectTitles": dataController.container.projects.map(\.title)
        case "itemTitles": dataController.container.items.map(\.title)
        case "tabs": Portfolio.Tab.allCases.map(\.rawValue)
        default: []
        }
    }

    public func summary() -> [String] { PortfolioActions.listLines(self) }

    // MARK: - CSSearchableIndexDelegate

    public func searchableIndex(_ searchableIndex: CSSearchableIndex,
                                reindexAllSearchableItemsWithAcknowledgementHandler acknowledgementHandler: @escaping () -> Void) {
        let items = dataController.container.items.map(dataController.searchableItem(for:))
        searchableIndex.indexSearchableItems(items, completionHandler: IndexCompletion.logging(context, "reindexing \(items.count) items") {
            acknowledgementHandler()
        })
    }

    public func searchableIndex(_ searchableIndex: CSSearchableIndex, reindexSearchableItemsWithIdentifiers identifiers: [String],
                                acknowledgementHandler: @escaping () -> Void) {
        let items = identifiers.compactMap(dataController.item(with:)).map(dataController.searchableItem(for:))
        searchableIndex.indexSearchableItems(items, completionHandler: IndexCompletion.logging(context, "reindexing \(items.count) items") {
            acknowledgementHandler()
        })
    }
}

extension PortfolioApp {
    /// Every item in the store is searchable (by its object URI); projects are domains, not items.
    public var searchableIdentifiers: Set<String>? { Set(dataController.container.items.map(\.objectURI)) }

    /// An item's title.
    public func searchableTitle(for identifier: String) -> String? { dataController.item(with: identifier)?.title }

    /// The tab and the selected item (as JSON: the item as it was when selected).
    public var restorationState: [String: [String]] {
        var state = ["tab": [selectedTab.rawValue]]
        if let selectedItem, let data = try? WorldState.canonicalEncoder.encode(selectedItem) { state["selectedItem"] = [String(decoding: data, as: UTF8.self)] }
        return state
    }

    /// Takes back the tab and the selected item.
    public func restore(from state: [String: [String]]) {
        selectedTab = state["tab"]?.first.flatMap(Portfolio.Tab.init(rawValue:)) ?? .home
        selectedItem = state["selectedItem"]?.first.flatMap { try? JSONDecoder().decode(Portfolio.Item.self, from: Data($0.utf8)) }
    }
}
