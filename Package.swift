// swift-tools-version: 6.0
import PackageDescription

/// Modules named after Apple's frameworks, for platforms where Apple's do not exist (Docs/AppleAPI.md, "Imports").
/// On Apple platforms the `Limelight…` modules are imported instead, so nothing clashes with the SDK.
#if os(Linux) || os(Windows) || os(Android)
let appleNamedModules = ["CoreSpotlight", "UniformTypeIdentifiers", "AppIntents", "WidgetKit", "TipKit"]
#else
let appleNamedModules: [String] = []
#endif
let appleNamedTargets: [Target] = appleNamedModules.map { name in
    .target(name: name, dependencies: [.target(name: "Limelight" + name)], path: "Sources/Apple/" + name)
}
let appleNamedProducts: [Product] = appleNamedModules.map { .library(name: $0, targets: [$0]) }
/// Tests whose sources import Apple's module names (the seeds' code as written): where Apple's frameworks exist, those
/// names are Apple's, so the tests are left out there.
let appleNamedTests: [Target] = appleNamedModules.isEmpty ? [] : [
    .testTarget(name: "AppleSeedTests", dependencies: appleNamedModules.map { .target(name: $0) } + [
        "LimelightKit", "LimelightCoreSpotlight", "LimelightAppIntents", "LimelightWidgetKit", "LimelightTesting",
    ], exclude: ["Scenarios"]),
    .testTarget(name: "SimplrSeedTests", dependencies: appleNamedModules.map { .target(name: $0) } + ["LimelightKit", "LimelightCoreSpotlight"]),
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
    ] + appleNamedProducts,
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.4.0"),
    ],
    targets: [
        .target(name: "LimelightCore"),
        .target(name: "Spotlight", dependencies: ["LimelightCore"]),
        .target(name: "SpotlightQuery", dependencies: ["LimelightCore", "Spotlight"]),
        .target(name: "SystemServices", dependencies: ["LimelightCore", "Spotlight"]),
        .target(name: "SimulatorKit", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SystemServices"]),
        // The reference apps are examples of the public API: the framework modules and the plug-in surface (LimelightCore,
        // SimulatorKit); SystemServices only for the App Intents declarations the public API cannot make yet
        // (PublicAPIOnlyTests keeps that list).
        .target(name: "ReferenceApps", dependencies: ["LimelightCore", "SimulatorKit", "LimelightCoreSpotlight", "LimelightAppIntents",
                                                     "LimelightWidgetKit", "SystemServices"]),
        .target(name: "Script", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SystemServices", "SimulatorKit", "ReferenceApps"]),
        .target(name: "ScenarioKit", dependencies: ["LimelightCore", "Script"]),
        .target(name: "LimelightKit", dependencies: ["LimelightCore", "SimulatorKit", "ReferenceApps", "Script", "ScenarioKit"]),
        .target(name: "LimelightUniformTypeIdentifiers"),
        .target(name: "LimelightTesting", dependencies: ["LimelightCore", "Spotlight", "SystemServices", "SimulatorKit", "ReferenceApps", "ScenarioKit"]),
        .target(name: "LimelightCoreSpotlight", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SimulatorKit",
                                                              "LimelightUniformTypeIdentifiers"]),
        .target(name: "LimelightAppIntents", dependencies: ["LimelightCore", "Spotlight", "SystemServices", "SimulatorKit",
                                                           "LimelightCoreSpotlight"]),
        .target(name: "LimelightWidgetKit", dependencies: ["LimelightCore", "SystemServices", "SimulatorKit"]),
        .target(name: "LimelightTipKit", dependencies: ["LimelightCore", "SystemServices", "SimulatorKit"]),
        .target(name: "Server", dependencies: ["LimelightCore", "Script", "ScenarioKit"]),
        .target(name: "Exploration", dependencies: ["LimelightCore", "SimulatorKit", "Script"]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "Terminal", dependencies: ["CEditLine"]),
        .systemLibrary(name: "CSQLite"),
        .executableTarget(name: "LimelightFuzz", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SimulatorKit",
                                                               "ReferenceApps", "Script", "ScenarioKit", "Server"]),
        .executableTarget(name: "LimelightBench", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "CSQLite", "Script",
                                                                "Exploration", "ReferenceApps"]),
        .target(
            name: "LimelightCLI",
            dependencies: [
                "LimelightCore", "SimulatorKit", "ReferenceApps", "Script", "ScenarioKit", "Server", "Terminal", "Exploration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ],
            path: "Sources/limelight"
        ),
        .executableTarget(name: "limelight", dependencies: ["LimelightCLI"], path: "Sources/LimelightMain"),
        .testTarget(name: "LimelightCoreTests", dependencies: ["LimelightCore"]),
        .testTarget(name: "SpotlightTests", dependencies: ["LimelightCore", "Spotlight"]),
        .testTarget(name: "SystemServicesTests", dependencies: ["LimelightCore", "Spotlight", "SystemServices"]),
        .testTarget(name: "SpotlightQueryTests", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery"]),
        .testTarget(name: "ScriptTests", dependencies: ["LimelightCore", "Script", "SimulatorKit", "Spotlight"]),
        .testTarget(name: "ScenarioKitTests", dependencies: ["LimelightCore", "SimulatorKit", "ReferenceApps", "Script", "ScenarioKit"]),
        .testTarget(name: "TerminalTests", dependencies: ["Terminal"]),
        .testTarget(name: "ServerTests", dependencies: ["LimelightCore", "Script", "ScenarioKit", "Server", "ReferenceApps"]),
        .testTarget(name: "ExplorationTests", dependencies: ["LimelightCore", "Script", "ReferenceApps", "ScenarioKit", "Exploration"]),
        .testTarget(name: "ReferenceAppsTests", dependencies: ["LimelightCore", "Spotlight", "SimulatorKit", "ReferenceApps", "Script"]),
    ] + appleNamedTargets + appleNamedTests,
    swiftLanguageModes: [.v5]
)
