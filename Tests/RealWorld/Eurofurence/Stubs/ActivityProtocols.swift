// Only with: PlatformActivityFactory.swift
// Stub of Eurofurence's own ComponentBase protocols, not Apple's.
import Foundation

public protocol Activity {
    func becomeCurrent()
    func resignCurrent()
    func markEligibleForPublicIndexing()
    func markEligibleForLocalIndexing()
}

public protocol ActivityFactory {
    func makeActivity(type: String, title: String, url: URL?) -> Activity
}
