import LimelightCore
import Spotlight
import Testing
@testable import SystemServices

/// The shape every service of a device keeps, as TCA's store does: one state value, the code apps attach, and the
/// host it runs on. The service's logic lives on its state value (`mutating func`s), so capturing, restoring and
/// forking the world are plain value operations, and a step can run on a copy.
@Suite struct ServiceShapeTests {
    /// What a stored property of a service may be.
    enum Kind: String {
        /// The service's data, one `Codable` value a snapshot keeps and `restore(_:)` replaces.
        case state
        /// Objects and closures apps or the device attach (providers, delegates, handles, observers, activity objects):
        /// never saved, attached again by the app's code.
        case code
        /// Where the service runs — the runtime, the device, sibling services it reads — and the tables derived from its
        /// state (rebuilt after a restore, never saved: a pure memo or an index that is dropped on change).
        case host
    }

    /// Every stored property of every service, by kind. A property missing here fails the test: decide what it is.
    /// Data belongs in the state value; app code in `code`; a cache only as a derived table of the host, rebuilt from
    /// the state (document why it is pure), never as a second place state lives.
    static let shapes: [String: [String: Kind]] = [
        "SpotlightService": [
            "data": .state,
            "searchableModel": .code, "activities": .code, "delegateIndexes": .code, "handles": .code,
            "observers": .code, "activityHosts": .code,
            "runtime": .host, "deviceName": .host, "protectionState": .host, "memo": .host,
        ],
        "WidgetsService": ["state": .state, "providers": .code, "host": .host],
        "IntentsService": ["state": .state, "host": .host, "learnerIndex": .host],
        "TipsService": ["state": .state, "tipKitHandles": .code, "host": .host, "intents": .host],
        "AppEntitiesService": ["host": .host, "intents": .host, "spotlight": .host],
        "InMemoryAppDefaults": ["state": .state],
    ]

    @Test func everyStoredPropertyOfEveryServiceIsStateCodeOrHost() {
        let runtime = Runtime()
        let host = Fixtures.host(runtime)
        let spotlight = SpotlightService(runtime: runtime, deviceName: host.device, protectionState: { .unlocked })
        let intents = IntentsService(host: host)
        let services: [AnyObject] = [
            spotlight, WidgetsService(host: host), intents, TipsService(host: host, intents: intents),
            AppEntitiesService(host: host, intents: intents, spotlight: spotlight), InMemoryAppDefaults(),
        ]
        #expect(Set(services.map { "\(type(of: $0))" }) == Set(Self.shapes.keys), "a service without a shape, or a shape without a service")
        for service in services {
            let name = "\(type(of: service))"
            let shape = Self.shapes[name] ?? [:]
            let fields = Mirror(reflecting: service).children.compactMap(\.label)
            for field in fields where shape[field] == nil {
                Issue.record("""
                    \(name).\(field) is a stored property that is not classified as state, code or host. Move data into \
                    the state value (and its Codable, Equatable and digest follow); keep app code (closures, delegates, \
                    handles) apart from it; a cache must be derived from the state and rebuilt after restore. Then add \
                    it to ServiceShapeTests.shapes with its kind.
                    """)
            }
            for gone in shape.keys where !fields.contains(gone) {
                Issue.record("\(name).\(gone) is in ServiceShapeTests.shapes but no longer a stored property: remove it")
            }
            #expect(shape.values.filter { $0 == .state }.count <= 1, "\(name) keeps state in more than one stored property")
            for child in Mirror(reflecting: service).children where child.label.flatMap({ shape[$0] }) == .state {
                let style = Mirror(reflecting: child.value).displayStyle
                #expect(style == .struct, "\(name).\(child.label ?? "") is the service's state: it must be a value (a struct), not \(style.map { "\($0)" } ?? "a plain value")")
            }
        }
    }

    /// Each service runs its steps as `mutating func`s of its state value with itself as host: the host protocols are
    /// what a step may reach outside the value (the device, attached code, sibling services), so a step can run on a
    /// copy (`WidgetsReducerTests`, `IntentsReducerTests`, `TipsReducerTests`, `SpotlightReducerTests`).
    @Test func everyServiceIsTheHostOfItsStateValue() throws {
        let runtime = Runtime()
        let host = Fixtures.host(runtime)
        let intents = IntentsService(host: host)
        func widgets(_ host: some WidgetsHost) -> WidgetsState.Type { WidgetsState.self }
        func intentsHost(_ host: some IntentsHost) -> IntentsState.Type { IntentsState.self }
        func tips(_ host: some TipsHost) -> TipsState.Type { TipsState.self }
        #expect(widgets(WidgetsService(host: host)) == type(of: WidgetsService(host: host).state))
        #expect(intentsHost(intents) == type(of: intents.state))
        #expect(tips(TipsService(host: host, intents: intents)) == type(of: TipsService(host: host, intents: intents).state))
    }
}
