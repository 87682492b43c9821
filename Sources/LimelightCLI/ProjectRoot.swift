import Foundation

/// The folder a `limelight run` belongs to, found upwards from the current folder like pytest's rootdir: the nearest
/// folder (the current one included) that holds a `.limelight/` folder, a `Scenarios/` folder or a `Package.swift`;
/// the current folder when none does. The run keeps its state in `ROOT/.limelight/` (one place, wherever in the project
/// it is started), reads `ROOT/Scenarios/criteria.txt`, and keys the rerun state by each file's path relative to the root,
/// so `./one.scenario`, `one.scenario` and `../x/one.scenario` are one file there.
struct ProjectRoot: Equatable {
    /// The root, absolute and without a trailing slash (`/` itself is `/`).
    let path: String
    /// The current folder, absolute.
    let current: String

    /// The root found from `current` (an absolute folder); `isFolder` and `isFile` ask the file system.
    static func find(from current: String,
                     isFolder: (String) -> Bool = ProjectRoot.isFolder, isFile: (String) -> Bool = ProjectRoot.isFile) -> ProjectRoot {
        let start = normalized(current)
        var folder = start
        while true {
            let prefix = folder == "/" ? "/" : folder + "/"
            if isFolder(prefix + ".limelight") || isFolder(prefix + "Scenarios") || isFile(prefix + "Package.swift") {
                return ProjectRoot(path: folder, current: start)
            }
            guard folder != "/", let cut = folder.lastIndex(of: "/") else { break }
            folder = cut == folder.startIndex ? "/" : String(folder[..<cut])
        }
        return ProjectRoot(path: start, current: start)
    }

    /// The root of the process's current folder.
    static func current() -> ProjectRoot { find(from: FileManager.default.currentDirectoryPath) }

    /// The key of a path given relative to the current folder (or absolute): relative to the root when inside it,
    /// else absolute; `.` and `..` resolved by name.
    func key(_ given: String) -> String {
        let absolute = Self.normalized(given.hasPrefix("/") ? given : current + "/" + given)
        if absolute == path { return "." }
        let prefix = path == "/" ? "/" : path + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }

    /// The path, relative to the current folder, of a root-relative key (an absolute key stays absolute).
    func local(_ key: String) -> String {
        let absolute = key.hasPrefix("/") ? Self.normalized(key) : Self.normalized(path + "/" + key)
        if key.hasPrefix("/") { return absolute }
        return Self.relative(absolute, from: current)
    }

    /// `target` (absolute, normalized) relative to the folder `base` (absolute, normalized): `Scenarios/a.scenario`,
    /// `../Scenarios`, or `.` for the folder itself.
    static func relative(_ target: String, from base: String) -> String {
        let t = target.split(separator: "/"), b = base.split(separator: "/")
        var common = 0
        while common < t.count, common < b.count, t[common] == b[common] { common += 1 }
        let parts = Array(repeating: "..", count: b.count - common) + t[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// A path with `.` components, repeated slashes and a trailing slash removed and `name/..` folded, by name (links
    /// are not followed); a relative path stays relative (`./a` is `a`, `.` is `.`).
    static func normalized(_ path: String) -> String {
        let absolute = path.hasPrefix("/")
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            if part == "." { continue }
            if part == "..", let last = parts.last, last != ".." { parts.removeLast(); continue }
            if part == "..", absolute { continue }
            parts.append(part)
        }
        let joined = parts.joined(separator: "/")
        return absolute ? "/" + joined : (joined.isEmpty ? "." : joined)
    }

    static func isFolder(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && isDir.boolValue
    }

    static func isFile(_ path: String) -> Bool {
        var isDir: ObjCBool = false
        return FileManager.default.fileExists(atPath: path, isDirectory: &isDir) && !isDir.boolValue
    }
}
