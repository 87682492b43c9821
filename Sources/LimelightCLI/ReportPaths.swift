import Foundation

/// The files a run writes (its reports) may not land on a file it reads — a scenario, the criteria catalogue, the rerun
/// state — or on each other: `run --junit ok.scenario ok.scenario` replaced the scenario with XML.
enum ReportPaths {
    /// Throws, naming the option, when a report path is a `.scenario` file, is the same file as one the run reads, or
    /// is given to two options.
    static func check(_ outputs: [(option: String, path: String?)], reads inputs: [String]) throws {
        let inputIDs = Set(inputs.compactMap(fileID))
        var seen: [String: String] = [:]
        for case let (option, path?) in outputs {
            if path.hasSuffix(".scenario") || fileID(path).map(inputIDs.contains) == true {
                throw ValidationError("\(option) \(path): the run reads that file; a report is never written over a scenario, the criteria or the rerun state (give the report another name)")
            }
            let key = fileID(path) ?? URL(fileURLWithPath: path).standardizedFileURL.path
            if let other = seen[key] { throw ValidationError("\(option) \(path): \(other) writes the same file; give each report its own file") }
            seen[key] = option
        }
    }

    /// The device and inode of an existing file (links followed), so two spellings of one file compare equal.
    private static func fileID(_ path: String) -> String? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        return "\(info.st_dev):\(info.st_ino)"
    }
}
