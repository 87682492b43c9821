// swift-tools-version: 6.0
import PackageDescription
import CompilerPluginSupport

/// Apple's frameworks, for app code on platforms where Apple's do not exist (Docs/AppleAPI.md, "Imports"). Each is a
/// module `Apple…` in Sources/Apple/ (it re-exports the Limelight module that implements the framework, and
/// Foundation, as Apple's frameworks do), and app code imports it under Apple's name through the compiler's module
/// alias: `-module-alias SwiftUI=AppleSwiftUI` (`appleModuleAliases`). No module of a build carries an Apple name,
/// because SwiftPM keeps every module of a build in one folder and packages test `#if canImport(SwiftUI)`,
/// `canImport(os)` or `canImport(OSLog)` to mean "an Apple platform": a module of that name turned their Darwin code
/// on in every build that contained it (swift-syntax's then called `Logger` from an `os` it could not link).
/// On Apple platforms app code imports Apple's frameworks, so none of this exists there.
#if os(Linux) || os(Windows) || os(Android)
let appleFrameworks = ["CoreSpotlight", "UniformTypeIdentifiers", "AppIntents", "WidgetKit", "TipKit", "SwiftUI", "Intents",
                       "MobileCoreServices", "CoreServices", "UIKit", "os", "OSLog"]
#else
let appleFrameworks: [String] = []
#endif
/// The module that stands for an Apple framework: `Apple` and the framework's name (`AppleOS` for `os`).
func appleModule(of name: String) -> String { "Apple" + (name == "os" ? "OS" : name) }
/// The Limelight modules an Apple framework's module re-exports (`CoreServices` is `MobileCoreServices`'s macOS name;
/// `os` and `OSLog` share LimelightOSLog; Apple's SwiftUI re-exports UIKit on iOS).
func limelightModules(of name: String) -> [Target.Dependency] {
    switch name {
    case "CoreServices": ["LimelightMobileCoreServices"]
    case "os": ["LimelightOSLog", "CAppleOS"]  // and the Clang module AppleOS it overlays (`import os.log`)
    case "SwiftUI": ["LimelightSwiftUI", "LimelightUIKit"]
    default: [.target(name: "Limelight" + name)]
    }
}
let appleFrameworkTargets: [Target] = appleFrameworks.map { name in
    .target(name: appleModule(of: name), dependencies: limelightModules(of: name), path: "Sources/Apple/" + appleModule(of: name))
} + (appleFrameworks.isEmpty ? [] : [.target(name: "CAppleOS")])
/// One product for them all: app targets depend on it and pass `appleModuleAliases` (limelight init writes both).
let appleFrameworkProducts: [Product] = appleFrameworks.isEmpty ? [] : [.library(name: "AppleFrameworks", targets: appleFrameworks.map(appleModule))]
/// The compiler flags that give each module its Apple name in a target that holds app code (an unsafe flag, which a
/// root package may use: the package `limelight init` writes passes the same list).
let appleModuleAliases: [SwiftSetting] = [.unsafeFlags(appleFrameworks.flatMap { ["-module-alias", "\($0)=\(appleModule(of: $0))"] })]
/// Tests whose sources import Apple's framework names (the seeds' code as written): where Apple's frameworks exist,
/// those names are Apple's, so the tests are left out there. Their code is app code as apps write it, in Swift 5
/// language mode (`static var typeDisplayRepresentation = …`, a non-Sendable `static let shared`), which is the point:
/// it compiles unchanged; every other target is Swift 6 (Tools/module-map-test).
let appCodeLanguageMode: [SwiftSetting] = [.swiftLanguageMode(.v5)]
let appleNamedTests: [Target] = appleFrameworks.isEmpty ? [] : [
    .testTarget(name: "AppleSeedTests", dependencies: [
        "AppleAppIntents", "AppleCoreSpotlight", "AppleIntents", "AppleMobileCoreServices", "AppleOS", "AppleOSLog", "AppleSwiftUI",
        "AppleTipKit", "AppleUniformTypeIdentifiers", "AppleWidgetKit",
        "LimelightCore", "Spotlight", "SystemServices", "SimulatorKit", "LimelightKit", "LimelightTesting", "LimelightUIKit", "LimelightSwiftUI",
    ], exclude: ["Scenarios"], swiftSettings: appleModuleAliases + appCodeLanguageMode),
    .testTarget(name: "SimplrSeedTests", dependencies: ["AppleCoreSpotlight", "LimelightKit"], swiftSettings: appleModuleAliases + appCodeLanguageMode),
]

/// Limelight: a deterministic simulated device for the layer where apps surface in the system.
let package = Package(
    name: "Limelight",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "limelight", targets: ["limelight"]),
        .executable(name: "limelight-bench", targets: ["LimelightBench"]),
        .library(name: "LimelightKit", targets: ["LimelightKit"]),
        .library(name: "LimelightCLI", targets: ["LimelightCLI"]),
        .library(name: "LimelightTesting", targets: ["LimelightTesting"]),
        .library(name: "LimelightUniformTypeIdentifiers", targets: ["LimelightUniformTypeIdentifiers"]),
        .library(name: "LimelightCoreSpotlight", targets: ["LimelightCoreSpotlight"]),
        .library(name: "LimelightAppIntents", targets: ["LimelightAppIntents"]),
        .library(name: "LimelightWidgetKit", targets: ["LimelightWidgetKit"]),
        .library(name: "LimelightTipKit", targets: ["LimelightTipKit"]),
        .library(name: "LimelightSwiftUI", targets: ["LimelightSwiftUI"]),
        .library(name: "LimelightIntents", targets: ["LimelightIntents"]),
        .library(name: "LimelightMobileCoreServices", targets: ["LimelightMobileCoreServices"]),
        .library(name: "LimelightUIKit", targets: ["LimelightUIKit"]),
        .library(name: "LimelightOSLog", targets: ["LimelightOSLog"]),
    ] + appleFrameworkProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
        .package(url: "https://github.com/swiftlang/swift-syntax", "600.0.0"..<"604.0.0"),
    ],
    targets: [
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),
        .target(name: "LimelightCore", dependencies: ["CZlib"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Spotlight", dependencies: ["LimelightCore"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "SpotlightQuery", dependencies: ["LimelightCore", "Spotlight"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "SystemServices", dependencies: ["LimelightCore", "Spotlight"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The C library's clock calls, answered with the simulated clock while app code runs (Docs/AppleAPI.md, "Time").
        .target(name: "CSimulatedTime"),
        .target(name: "SimulatorKit", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SystemServices", "CSimulatedTime"]),
        // The reference apps are examples of the public API: the framework modules and the plug-in surface (LimelightCore,
        // SimulatorKit); PublicAPIOnlyTests keeps that list.
        .target(name: "ReferenceApps", dependencies: ["LimelightCore", "SimulatorKit", "LimelightCoreSpotlight", "LimelightAppIntents",
                                                     "LimelightWidgetKit"]),
        .target(name: "Script", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SystemServices", "SimulatorKit"]),
        .target(name: "ScenarioKit", dependencies: ["LimelightCore", "SimulatorKit", "Script"]),
        .target(name: "LimelightKit", dependencies: ["LimelightCore", "SimulatorKit", "ReferenceApps", "Script", "ScenarioKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LimelightUniformTypeIdentifiers", swiftSettings: [.swiftLanguageMode(.v6)]),
        // The macros of the simulated frameworks (`#Rule`, `#Preview`), expanded by the compiler as Apple's are.
        .macro(name: "LimelightMacros", dependencies: [
            .product(name: "SwiftSyntax", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftCompilerPlugin", package: "swift-syntax"),
        ], swiftSettings: [.swiftLanguageMode(.v6)]),
        // SwiftUI at the declaration level: views are plain values the simulator reads and draws.
        .target(name: "LimelightSwiftUI", dependencies: ["LimelightCore", "SystemServices", "SimulatorKit", "LimelightMacros"]),
        // SiriKit's Intents: INInteraction donations into the same donation store as App Intents.
        .target(name: "LimelightIntents", dependencies: ["LimelightCore", "SystemServices", "SimulatorKit", "LimelightCoreSpotlight"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The kUTType… constants of MobileCoreServices (CoreServices on macOS).
        .target(name: "LimelightMobileCoreServices", dependencies: ["LimelightUniformTypeIdentifiers"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // The few UIKit members system-integration code touches (UIApplication.shared.open).
        .target(name: "LimelightUIKit", dependencies: ["LimelightCore", "SimulatorKit", "LimelightSwiftUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // Apple's `os`/`OSLog` logging (Logger, os_log, OSSignposter, OSAllocatedUnfairLock), kept in SimLogStore.
        .target(name: "LimelightOSLog", swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LimelightTesting", dependencies: ["LimelightCore", "Spotlight", "SystemServices", "SimulatorKit", "ReferenceApps", "ScenarioKit"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LimelightCoreSpotlight", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SimulatorKit",
                                                              "LimelightUniformTypeIdentifiers"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LimelightAppIntents", dependencies: ["LimelightCore", "Spotlight", "SystemServices", "SimulatorKit",
                                                           "LimelightCoreSpotlight", "LimelightSwiftUI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "LimelightWidgetKit", dependencies: ["LimelightCore", "SystemServices", "SimulatorKit", "LimelightSwiftUI",
                                                          "LimelightAppIntents", "LimelightMacros"]),
        .target(name: "LimelightTipKit", dependencies: ["LimelightCore", "SystemServices", "SimulatorKit", "LimelightSwiftUI",
                                                       "LimelightMacros"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .target(name: "Server", dependencies: ["LimelightCore", "SimulatorKit", "Script", "ScenarioKit"]),
        .target(name: "Exploration", dependencies: ["LimelightCore", "SimulatorKit", "Script"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "Terminal", dependencies: ["CEditLine"]),
        .systemLibrary(name: "CSQLite"),
        .executableTarget(name: "LimelightFuzz", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SimulatorKit",
                                                               "ReferenceApps", "Script", "ScenarioKit", "Server"]),
        .executableTarget(name: "LimelightBench", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "CSQLite", "Script",
                                                                "Exploration", "ReferenceApps", "SimulatorKit"]),
        .target(
            name: "LimelightCLI",
            dependencies: [
                "LimelightCore", "SimulatorKit", "ReferenceApps", "Script", "ScenarioKit", "Server", "Terminal", "Exploration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
        .executableTarget(name: "limelight", dependencies: ["LimelightCLI"], swiftSettings: [.swiftLanguageMode(.v6)]),
        // What differs between two worlds, for the test targets only (Tests/WorldDiff: no product has it).
        .target(name: "WorldDiff", dependencies: ["Script", "SimulatorKit"], path: "Tests/WorldDiff", swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "LimelightCoreTests", dependencies: ["LimelightCore"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "LimelightOSLogTests", dependencies: ["LimelightOSLog"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "SpotlightTests", dependencies: ["LimelightCore", "Spotlight"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "SystemServicesTests", dependencies: ["LimelightCore", "Spotlight", "SystemServices"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "SpotlightQueryTests", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "ScriptTests", dependencies: ["LimelightCore", "Script", "SimulatorKit", "Spotlight", "SystemServices", "ReferenceApps",
                                                 "WorldDiff"]),
        .testTarget(name: "ScenarioKitTests", dependencies: ["LimelightCore", "SimulatorKit", "ReferenceApps", "Script", "ScenarioKit", "WorldDiff"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "ServerTests", dependencies: ["LimelightCore", "Script", "ScenarioKit", "Server", "ReferenceApps"], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "ExplorationTests", dependencies: ["LimelightCore", "Script", "ReferenceApps", "ScenarioKit", "Exploration"]),
        .testTarget(name: "SimulatedTimeTests", dependencies: ["LimelightCore", "SimulatorKit", "LimelightTesting", "LimelightWidgetKit",
                                                               "LimelightCoreSpotlight", "LimelightAppIntents", "SystemServices"], exclude: ["Scenarios"]),
        .testTarget(name: "LimelightMacrosTests", dependencies: [
            "LimelightMacros", .product(name: "SwiftSyntaxMacros", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacrosGenericTestSupport", package: "swift-syntax"),
            .product(name: "SwiftSyntaxMacroExpansion", package: "swift-syntax"),
        ], swiftSettings: [.swiftLanguageMode(.v6)]),
        .testTarget(name: "ReferenceAppsTests", dependencies: ["LimelightCore", "Spotlight", "SystemServices", "SimulatorKit", "ReferenceApps", "Script"], swiftSettings: [.swiftLanguageMode(.v6)]),
    ] + appleFrameworkTargets + appleNamedTests,
    swiftLanguageModes: [.v6]
)
