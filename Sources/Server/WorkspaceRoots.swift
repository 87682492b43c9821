import Foundation

/// The workspace folders a client declared: `limelight.runScenario` reads a file from disk only when it is a
/// `.scenario` file inside one of them (after resolving `..` and symbolic links), so a client cannot make the server
/// read, or echo, any other file.
struct WorkspaceRoots {
    /// The declared folders, resolved, without a trailing slash.
    private(set) var folders: [String] = []

    /// No folders: nothing is read from disk.
    init() {}

    /// Folders already resolved (what the server passes to a session worker).
    init(folders: [String]) { self.folders = folders }

    /// The folders of an `initialize` request: `workspaceFolders`, else `rootUri`, else `rootPath`.
    init(initializeParams p: JSONValue) {
        if let list = p["workspaceFolders"]?.arrayValue, !list.isEmpty {
            folders = list.compactMap { $0["uri"]?.stringValue.map(Self.resolved(uri:)) }
        } else if let uri = p["rootUri"]?.stringValue {
            folders = [Self.resolved(uri: uri)]
        } else if let path = p["rootPath"]?.stringValue {
            folders = [Self.resolved(path: path)]
        }
    }

    /// Applies a `workspace/didChangeWorkspaceFolders` event (`added` and `removed` folder lists).
    mutating func apply(change event: JSONValue?) {
        let removed = Set(event?["removed"]?.arrayValue?.compactMap { $0["uri"]?.stringValue.map(Self.resolved(uri:)) } ?? [])
        folders.removeAll { removed.contains($0) }
        for uri in event?["added"]?.arrayValue?.compactMap({ $0["uri"]?.stringValue }) ?? [] {
            let folder = Self.resolved(uri: uri)
            if !folders.contains(folder) { folders.append(folder) }
        }
    }

    /// The resolved path of a `file://` URI that may be read, or an error that names the URI and never the file's content.
    func readablePath(ofURI uri: String) throws -> String {
        guard uri.hasPrefix("file://") else { throw RPCError.invalidParams("only file:// documents can be run, not \(uri)") }
        let path = Self.resolved(uri: uri)
        guard path.hasSuffix(".scenario") else {
            throw RPCError.invalidParams("\(uri) is not a .scenario file; open it in the editor to run it")
        }
        guard folders.contains(where: { path.hasPrefix($0 + "/") }) else {
            throw RPCError.invalidParams(folders.isEmpty
                ? "\(uri) is not open and the client declared no workspace folder; open the document first"
                : "\(uri) is outside the workspace folders (\(folders.joined(separator: ", "))); open the document first")
        }
        return path
    }

    /// Where a session's `save FILE` may write: a `.scenario` path inside a workspace folder (a relative one is taken
    /// against the first folder); anything else is refused.
    func writablePath(_ path: String) throws -> String {
        guard let first = folders.first else {
            throw RPCError.invalidParams("the client declared no workspace folder, so a session cannot write '\(path)'")
        }
        let absolute = path.hasPrefix("/") ? path : first + "/" + path
        let url = URL(fileURLWithPath: absolute).standardizedFileURL
        // The folder that will hold the file must resolve inside the workspace (the file itself may not exist yet).
        let parent = url.deletingLastPathComponent().resolvingSymlinksInPath().path
        let target = parent + "/" + url.lastPathComponent
        guard target.hasSuffix(".scenario") else { throw RPCError.invalidParams("'\(path)' is not a .scenario file") }
        guard folders.contains(where: { target.hasPrefix($0 + "/") }) else {
            throw RPCError.invalidParams("'\(path)' is outside the workspace folders (\(folders.joined(separator: ", ")))")
        }
        return target
    }

    private static func resolved(uri: String) -> String {
        resolved(path: URL(string: uri)?.path ?? String(uri.dropFirst("file://".count)))
    }

    private static func resolved(path: String) -> String {
        var p = URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
        while p.count > 1, p.hasSuffix("/") { p.removeLast() }
        return p
    }
}
