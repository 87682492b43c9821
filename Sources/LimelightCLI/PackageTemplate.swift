import LimelightCore

/// The files `limelight init NAME` writes: a package whose app indexes with Apple's API, runs in Limelight, and is tested.
struct PackageTemplate {
    /// The package name, e.g. `Notes` (the executable `swift run Notes …` runs).
    let name: String
    /// How Package.swift depends on Limelight: a local checkout's path, or nil for the published package.
    let limelightPath: String?

    /// The published package `limelight init` depends on without `--limelight`.
    static let publishedURL = "https://github.com/limelight-sim/limelight"

    /// Relative path → contents, in the order they are written.
    var files: [(path: String, text: String)] {
        [
            ("Package.swift", packageSwift),
            ("Sources/\(name)App/\(name)App.swift", app),
            ("Sources/\(name)App/SpotlightManager.swift", spotlightManager),
            ("Sources/\(name)/main.swift", main),
            ("Scenarios/search.scenario", scenario),
            ("Tests/\(name)AppTests/\(name)AppTests.swift", tests),
            ("README.md", readme),
            (".gitignore", ".build/\nPackage.resolved\n.limelight/\n"),
        ]
    }

    /// The dependency line.
    var dependency: String {
        if let limelightPath { return ".package(name: \"Limelight\", path: \(literal(limelightPath)))" }
        return ".package(url: \"\(Self.publishedURL)\", from: \"\(LimelightVersion.current)\")"
    }

    /// Apple's frameworks as app code imports them, and the module of Limelight's product AppleFrameworks that stands
    /// for each: the same list as Limelight's Package.swift (`appleFrameworks`, `appleModule(of:)`), which
    /// Tools/module-map-test compares with this one.
    static let appleFrameworks: [(name: String, module: String)] = [
        ("CoreSpotlight", "AppleCoreSpotlight"), ("UniformTypeIdentifiers", "AppleUniformTypeIdentifiers"),
        ("AppIntents", "AppleAppIntents"), ("WidgetKit", "AppleWidgetKit"), ("TipKit", "AppleTipKit"),
        ("SwiftUI", "AppleSwiftUI"), ("Intents", "AppleIntents"), ("MobileCoreServices", "AppleMobileCoreServices"),
        ("CoreServices", "AppleCoreServices"), ("UIKit", "AppleUIKit"), ("os", "AppleOS"), ("OSLog", "AppleOSLog"),
    ]

    /// The `-module-alias` flags, one framework a line, indented for the settings array in Package.swift.
    var aliasFlags: String {
        Self.appleFrameworks.map { "    \"-module-alias\", \"\($0.name)=\($0.module)\"," }.joined(separator: "\n")
    }

    /// A Swift string literal of `text`.
    func literal(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    var packageSwift: String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        // On Linux, Limelight provides Apple's frameworks: its product AppleFrameworks, whose modules the compiler shows
        // your code under Apple's names (`-module-alias SwiftUI=AppleSwiftUI`, …). See Limelight's Docs/AppleAPI.md,
        // "Imports", for why no module is named after Apple's and for the import story on macOS.
        /// Every framework an iOS app target sees.
        let appleFrameworks: [Target.Dependency] = [.product(name: "AppleFrameworks", package: "Limelight")]
        /// Apple's names for Limelight's modules; and, as `import Foundation` alone brings NSUserActivity and its
        /// CoreSpotlight members on Apple platforms, each file sees CoreSpotlight as if it imported it (an implicit
        /// import). Unsafe flags, which a root package such as this one may use.
        let appleNames: [SwiftSetting] = [.unsafeFlags([
        \(aliasFlags)
            "-Xfrontend", "-import-module", "-Xfrontend", "CoreSpotlight",
        ])]

        let package = Package(
            name: "\(name)",
            platforms: [.macOS(.v13)],
            dependencies: [
                \(dependency),
            ],
            targets: [
                // The app's code, written against Apple's frameworks.
                .target(name: "\(name)App", dependencies: appleFrameworks + [
                    .product(name: "LimelightKit", package: "Limelight"),
                ], swiftSettings: appleNames),
                // `swift run \(name)`: the limelight command (REPL, run, check, serve) with the app installable.
                .executableTarget(name: "\(name)", dependencies: [
                    "\(name)App",
                    .product(name: "LimelightCLI", package: "Limelight"),
                ]),
                .testTarget(name: "\(name)AppTests", dependencies: appleFrameworks + [
                    "\(name)App",
                    .product(name: "LimelightKit", package: "Limelight"),
                    .product(name: "LimelightTesting", package: "Limelight"),
                ], swiftSettings: appleNames),
            ]
        )

        """
    }

    var app: String {
        let short = name.lowercased()
        return """
        import CoreSpotlight
        import Foundation
        import LimelightKit

        /// The app's model: its notes, kept in the app's data store (it joins Limelight's snapshots as JSON).
        struct Notebook: AppState {
            var notes: [Note] = []
        }

        /// One note.
        struct Note: Codable, Equatable {
            var id: String
            var title: String
            var body: String
        }

        /// The app as Limelight runs it: the lifecycle calls an app delegate gets, and what it shows.
        public final class \(name)App: AppProgram {
            private let context: AppContext
            private let spotlight = SpotlightManager()
            private var opened: String?

            init(context: AppContext) {
                self.context = context
                spotlight.now = SimulatedClock.date
            }

            /// How Limelight knows the app: its names, its actions (commands in the REPL and scenarios) and how to start it.
            public static let descriptor = AppDescriptor(
                bundleIdentifier: "com.example.\(short)", shortName: "\(short)", displayName: "\(name)",
                summary: "Notes indexed in Spotlight", actions: [addNote]
            ) { \(name)App(context: $0) }

            /// `note add TITLE [--body TEXT]`.
            static let addNote = AppAction(
                ["note", "add"], summary: "Add a note (the app indexes it at once)",
                arguments: [ArgumentSpec("title", .text, help: "the note's title")],
                options: [OptionSpec("body", help: "the note's text")]
            ) { program, call in
                guard let app = program as? \(name)App else { return [] }
                let title = call.arguments["title"]?.joined(separator: " ") ?? ""
                let note = app.add(title: title, body: call.options["body"]?.first ?? "")
                return ["added \\"\\(note.title)\\" (\\(note.id))"]
            }

            var notebook: Notebook {
                get { context.dataStore.get("notebook", orCreate: { Notebook() }) }
                set { context.dataStore.set("notebook", newValue) }
            }

            /// Adds a note and indexes it.
            func add(title: String, body: String) -> Note {
                let note = Note(id: "note-\\(notebook.notes.count + 1)", title: title, body: body)
                notebook.notes.append(note)
                spotlight.index(note)
                return note
            }

            /// At launch the app indexes every note again.
            public func applicationDidFinishLaunching() {
                spotlight.reindex(notebook.notes)
            }

            /// A tapped Spotlight result opens its note.
            public func application(continue activity: NSUserActivity) -> Bool {
                guard activity.activityType == CSSearchableItemActionType,
                      let id = activity.userInfo?[CSSearchableItemActivityIdentifier] as? String,
                      notebook.notes.contains(where: { $0.id == id }) else { return false }
                opened = id
                return true
            }

            /// What the app shows.
            public var screen: ScreenState { ScreenState(presented: opened.map { "NoteView(\\($0))" }) }

            /// The open note survives a snapshot, as `@SceneStorage` would keep it.
            public var restorationState: [String: [String]] { opened.map { ["opened": [$0]] } ?? [:] }

            /// Takes back the open note.
            public func restore(from state: [String: [String]]) { opened = state["opened"]?.first }
        }

        """
    }

    var spotlightManager: String {
        """
        import CoreSpotlight
        import Foundation

        /// The app's Spotlight code, as it is written for iOS: CoreSpotlight only, the clock injected.
        final class SpotlightManager {
            static let domain = "notes"

            /// The time the manager reads (`Date.init` on a device; Limelight's simulated clock under Limelight).
            var now: () -> Date = Date.init

            private let index = CSSearchableIndex.default()

            /// Indexes one note.
            func index(_ note: Note) {
                index.indexSearchableItems([item(note)]) { error in
                    if let error { print("indexing failed: \\(error)") }
                }
            }

            /// Replaces the app's items with these notes.
            func reindex(_ notes: [Note]) {
                index.deleteSearchableItems(withDomainIdentifiers: [Self.domain]) { _ in }
                index.indexSearchableItems(notes.map(item)) { _ in }
            }

            private func item(_ note: Note) -> CSSearchableItem {
                let attributes = CSSearchableItemAttributeSet(contentType: .text)
                attributes.title = note.title
                attributes.contentDescription = note.body
                attributes.contentModificationDate = now()
                return CSSearchableItem(uniqueIdentifier: note.id, domainIdentifier: Self.domain, attributeSet: attributes)
            }
        }

        """
    }

    var main: String {
        """
        // `swift run \(name)`: the limelight REPL; `swift run \(name) run Scenarios` runs the scenarios.
        import LimelightCLI
        import \(name)App

        LimelightMain.run(apps: [\(name)App.descriptor])

        """
    }

    var scenario: String {
        let short = name.lowercased()
        return """
        title: A note is found in Spotlight and opens in the app
        device add phone
        app install \(short)
        app launch \(short)
        note add Groceries --body "Milk, bread"
        clock advance 1s
        expect spotlight count == 1
        expect item note-1 title == "Groceries"
        spotlight tap note-1
        expect screen presented == "NoteView(note-1)"

        """
    }

    var tests: String {
        """
        import CoreSpotlight
        import Foundation
        import LimelightKit
        import LimelightTesting
        import Testing
        @testable import \(name)App

        @Suite struct \(name)AppTests {
            @Test func aNoteIsIndexedAndOpens() throws {
                let sim = try TestSimulation(app: \(name)App.descriptor)
                let app = try #require(sim.app.program as? \(name)App)
                sim.run { _ = app.add(title: "Groceries", body: "Milk, bread") }
                sim.advance(by: .seconds(1))
                #expect(sim.indexedIdentifiers == ["note-1"])
                #expect(sim.tapSearchResult("note-1"))
                #expect(sim.screen.presented == "NoteView(note-1)")
            }

            @Test func scenarios() throws {
                let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
                    .appendingPathComponent("../../Scenarios").standardizedFileURL.path
                try ScenarioTest.run(directory: folder, apps: [\(name)App.descriptor])
            }
        }

        """
    }

    var readme: String {
        """
        # \(name)

        An app whose Spotlight code is tested on Linux with [Limelight](\(Self.publishedURL)).

        - `Sources/\(name)App`: the app's code. `SpotlightManager.swift` is written against Apple's CoreSpotlight and
          compiles unchanged for iOS; `\(name)App.swift` is how Limelight runs the app (launch, a tapped result, actions).
        - `swift run \(name)`: the limelight REPL with the app installable (`device add phone`, `app install \(name.lowercased())`).
        - `swift run \(name) run Scenarios`: runs the scenarios; `swift test`: the Swift tests, scenarios included.

        App code that reads the time should take it from an injected clock (`SpotlightManager.now`), which Limelight sets to
        the simulated one; see Limelight's Docs/AppleAPI.md.

        """
    }
}
