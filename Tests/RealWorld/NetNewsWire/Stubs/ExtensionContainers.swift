// Only with: AddFeedAppIntent.swift
// Stub of NetNewsWire's own share-extension types (Shared/ShareExtension/ExtensionContainers.swift,
// ExtensionFeedAddRequest.swift and their files), not Apple's.
import Foundation

protocol ExtensionContainer {
    var name: String { get }
    var containerID: String? { get }
}

struct ExtensionFolder: ExtensionContainer {
    let name: String
    let containerID: String?
}

struct ExtensionAccount: ExtensionContainer {
    let name: String
    let containerID: String?
    let disallowFeedInRootFolder: Bool
    let folders: [ExtensionFolder]

    func findFolder(forName name: String) -> ExtensionFolder? { folders.first { $0.name == name } }
}

struct ExtensionContainers {
    let accounts: [ExtensionAccount]

    func findAccount(forName name: String) -> ExtensionAccount? { accounts.first { $0.name == name } }
}

enum ExtensionContainersFile {
    nonisolated(unsafe) static var stored: ExtensionContainers?
    static func read() async -> ExtensionContainers? { stored }
}

struct ExtensionFeedAddRequest: Equatable {
    let name: String?
    let feedURL: URL
    let destinationContainerID: String
}

enum ExtensionFeedAddRequestFile {
    nonisolated(unsafe) static var saved: [ExtensionFeedAddRequest] = []
    static func save(_ request: ExtensionFeedAddRequest) { saved.append(request) }
}
