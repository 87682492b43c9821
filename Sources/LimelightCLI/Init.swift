import ArgumentParser
import Foundation
import LimelightCore

/// `limelight init NAME`: a new package for one's own app, with a Spotlight manager, a scenario, a Swift test and a README.
struct Init: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "init",
        abstract: "Create a package for your own app: Package.swift, an app with a Spotlight manager, a scenario, a test.",
        discussion: """
        Writes the package into a new folder NAME. With --limelight PATH it depends on a local Limelight checkout; \
        otherwise on the published package. Then: swift build, swift test, swift run NAME run Scenarios.
        """
    )

    @Argument(help: "The package name: a letter, then letters and digits (e.g. Notes).") var name: String
    @Option(help: "A local Limelight checkout to depend on by path.") var limelight: String?

    func validate() throws {
        guard let first = name.unicodeScalars.first, first.properties.isAlphabetic, first.isASCII,
              name.unicodeScalars.allSatisfy({ $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0)) }),
              name.count <= 64 else {
            throw ValidationError("the name must be a letter followed by letters and digits (at most 64), not '\(name)'")
        }
    }

    func run() throws {
        let fm = FileManager.default
        guard !fm.fileExists(atPath: name) else { throw ValidationError("'\(name)' already exists; choose another name or folder") }
        var path = limelight
        if let given = limelight {
            let absolute = URL(fileURLWithPath: given, relativeTo: URL(fileURLWithPath: fm.currentDirectoryPath)).standardizedFileURL.path
            guard fm.fileExists(atPath: absolute + "/Package.swift") else {
                throw ValidationError("no Limelight checkout at \(given) (it has no Package.swift)")
            }
            path = absolute
        }
        let template = PackageTemplate(name: name, limelightPath: path)
        for file in template.files {
            let url = URL(fileURLWithPath: name).appendingPathComponent(file.path)
            try fm.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(file.text.utf8).write(to: url, options: .withoutOverwriting)
        }
        print("created \(name)/ (\(template.files.count) files): cd \(name) && swift build && swift test && swift run \(name) run Scenarios")
    }
}
