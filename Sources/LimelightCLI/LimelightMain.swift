import Foundation
import LimelightCore
import ReferenceApps
import SimulatorKit

/// The `limelight` command as a library: a package's own executable runs it with its apps installable by name.
///
/// ```swift
/// // Sources/MyAppLimelight/main.swift
/// import LimelightCLI
/// LimelightMain.run(apps: [MyApp.descriptor])
/// ```
/// `swift run MyAppLimelight` then opens the REPL; `… run Scenarios`, `… check`, `… serve` work as `limelight`'s do,
/// with `app install myapp` next to the reference apps (Docs/AppleAPI.md, "Plug your app in").
public enum LimelightMain {
    /// The apps every session, run and server of this process can install: the reference apps and the plugged-in ones.
    public static var catalog: AppCatalog { plugged.withLock { $0 } }
    private static let plugged = LockedBox(ReferenceAppCatalog.catalog)

    /// Adds `apps` to the catalog (an app with a reference app's short name or bundle identifier replaces it), then
    /// parses the command line and runs the command; it does not return.
    public static func run(apps: [AppDescriptor] = []) -> Never {
        let names = Set(apps.flatMap { [$0.shortName, $0.bundleIdentifier] })
        plugged.withLock { catalog in
            catalog = AppCatalog(catalog.descriptors.filter { !names.contains($0.shortName) && !names.contains($0.bundleIdentifier) } + apps)
        }
        Limelight.main()
        return exit(0)
    }
}
