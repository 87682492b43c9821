import LimelightCore
import Spotlight
@testable import SystemServices

/// Shared test fixtures: a FocusBlox-like app and a landmarks app.
enum Fixtures {
    static let taskEntity = AppEntityType(typeName: "TaskEntity", displayName: "Task",
                                          properties: [AppEntityProperty("title", indexingKey: .displayName)],
                                          openIntentType: "OpenTaskIntent")

    static let focusBlox = AppIntentsMetadata(
        app: "focusblox", displayName: "FocusBlox",
        intents: [
            IntentDeclaration(typeName: "CreateTaskIntent", title: "Create Task", parameters: [
                IntentParameterDeclaration("title", type: .string), IntentParameterDeclaration("category", type: .string, isRequired: false),
                IntentParameterDeclaration("importance", type: .int, isRequired: false), IntentParameterDeclaration("createdAt", type: .date, isRequired: false),
            ], parameterSummary: ParameterSummaryDeclaration("Create ${title}")),
            IntentDeclaration(typeName: "SaveQuickCaptureIntent", title: "Save Quick Capture", parameters: [IntentParameterDeclaration("taskTitle", type: .string)]),
            IntentDeclaration(typeName: "CompleteTaskIntent", title: "Complete Task", parameters: [IntentParameterDeclaration("task", type: .entity("TaskEntity"))]),
            IntentDeclaration(typeName: "GetNextUpIntent", title: "Get Next Up"),
            .openIntent(typeName: "OpenTaskIntent", title: "Open Task", entityType: "TaskEntity"),
        ],
        entityTypes: [taskEntity],
        appShortcuts: [
            ShortcutDeclaration(intentType: "CreateTaskIntent", phrases: ["Erstelle Task in ${applicationName}"], shortTitle: "Task erstellen"),
            ShortcutDeclaration(intentType: "GetNextUpIntent", phrases: ["Was steht an in \\(.applicationName)"], shortTitle: "Next Up"),
            ShortcutDeclaration(intentType: "CompleteTaskIntent", phrases: ["Markiere als erledigt in ${applicationName}"], shortTitle: "Erledigt"),
        ])

    static let continent = IndexingKey.custom(named: "continent")

    static let landmarkType = AppEntityType(
        typeName: "LandmarkEntity", displayName: "Landmark",
        properties: [AppEntityProperty("name", indexingKey: .displayName), AppEntityProperty("description", indexingKey: .contentDescription),
                     AppEntityProperty("tags", type: .array(.string), indexingKey: .keywords),
                     AppEntityProperty("continent", indexingKey: continent), AppEntityProperty("rating", type: .int)],
        openIntentType: "OpenLandmarkIntent")

    static let landmarks = AppIntentsMetadata(
        app: "landmarks", displayName: "Landmarks",
        intents: [.openIntent(typeName: "OpenLandmarkIntent", title: "Open Landmark", entityType: "LandmarkEntity"),
                  IntentDeclaration(typeName: "NavigateIntent", title: "Navigate to Section",
                                    parameters: [IntentParameterDeclaration("section", type: .enumeration("NavigationOption"))],
                                    parameterSummary: ParameterSummaryDeclaration("Navigate to \\(\\.$section)")),
                  IntentDeclaration(typeName: "ShareIntent", title: "Share", parameters: [IntentParameterDeclaration("landmark", type: .entity("LandmarkEntity")),
                                                                                          IntentParameterDeclaration("note", type: .string)],
                                    parameterSummary: ParameterSummaryDeclaration("Share ${landmark}"))],
        entityTypes: [landmarkType])

    static func landmark(_ id: String, _ name: String, continent: String, tags: [String] = []) -> IndexedEntityRecord {
        IndexedEntityRecord(type: landmarkType, id: id, displayRepresentation: EntityDisplay(title: name),
                      values: ["name": .string(name), "description": .string("\(name) in \(continent)"),
                               "continent": .string(continent), "tags": .array(tags.map(IntentValue.string))])
    }

    static func host(_ runtime: Runtime = Runtime(), device: String = "iphone", platform: DevicePlatform = .ios) -> ServiceHost {
        ServiceHost(runtime: runtime, device: device, platform: platform)
    }

    static func intents(_ runtime: Runtime = Runtime(), platform: DevicePlatform = .ios) throws -> IntentsService {
        let service = IntentsService(host: host(runtime, platform: platform))
        try service.install(focusBlox)
        return service
    }
}
