// swift-tools-version: 6.0
import PackageDescription

/// Limelight: a deterministic simulated device for the layer where apps surface in the system.
let package = Package(
    name: "Limelight",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "limelight", targets: ["limelight"]),
        .executable(name: "limelight-bench", targets: ["LimelightBench"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
    ],
    targets: [
        .target(name: "LimelightCore"),
        .target(name: "Spotlight", dependencies: ["LimelightCore"]),
        .target(name: "SpotlightQuery", dependencies: ["LimelightCore", "Spotlight"]),
        .target(name: "SystemServices", dependencies: ["LimelightCore", "Spotlight"]),
        .target(name: "SimulatorKit", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SystemServices"]),
        .target(name: "ReferenceApps", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SystemServices", "SimulatorKit"]),
        .target(name: "Script", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SystemServices", "SimulatorKit", "ReferenceApps"]),
        .target(name: "ScenarioKit", dependencies: ["LimelightCore", "Script"]),
        .target(name: "Server", dependencies: ["LimelightCore", "Script", "ScenarioKit"]),
        .target(name: "Exploration", dependencies: ["LimelightCore", "SimulatorKit", "Script"]),
        .systemLibrary(name: "CEditLine", pkgConfig: "libedit", providers: [.apt(["libedit-dev"])]),
        .target(name: "Terminal", dependencies: ["CEditLine"]),
        .systemLibrary(name: "CSQLite"),
        .executableTarget(name: "LimelightFuzz", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "SimulatorKit",
                                                               "ReferenceApps", "Script", "ScenarioKit", "Server"]),
        .executableTarget(name: "LimelightBench", dependencies: ["LimelightCore", "Spotlight", "SpotlightQuery", "CSQLite", "Script",
                                                                "Exploration", "ReferenceApps"]),
        .executableTarget(
            name: "limelight",
            dependencies: [
                "LimelightCore", "Script", "ScenarioKit", "Server", "Terminal", "Exploration",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),
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
    ],
    swiftLanguageModes: [.v5]
)
