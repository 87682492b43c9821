// Only with: BasicCarMaintenanceWidget.swift, AppIntent.swift
// Stub of Basic Car Maintenance's own VehicleAppEntity (Basic-Car-Maintenance-Widget/VehicleAppEntity.swift), not Apple's.
import AppIntents
import Foundation

struct VehicleAppEntity: AppEntity {
    static let typeDisplayRepresentation: TypeDisplayRepresentation = "Vehicle"
    static let defaultQuery = VehicleQuery()

    let id: String
    let name: String

    var displayRepresentation: DisplayRepresentation { DisplayRepresentation(title: "\(name)") }
}

struct VehicleQuery: EntityQuery {
    func entities(for identifiers: [VehicleAppEntity.ID]) async throws -> [VehicleAppEntity] { [] }
    func suggestedEntities() async throws -> [VehicleAppEntity] { [] }
}
