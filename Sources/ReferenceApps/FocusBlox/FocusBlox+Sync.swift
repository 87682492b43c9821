import Foundation
import SimulatorKit

/// FocusBlox's `SyncEngine.syncTasks()`: tasks travel between devices; new ones are indexed and donated on arrival (FB-G1.5).
struct FocusBloxSyncAdapter: AppSyncAdapter {
    /// Every task as a record (dates as seconds; the receiving side keeps its own index).
    func records(in store: AppDataStore) -> [SyncRecord] {
        guard let container: FocusBlox.ModelContainer = store.get(FocusBlox.containerKey) else { return [] }
        return container.tasks.map { t in
            SyncRecord(kind: "LocalTask", id: t.uuid, fields: [
                "title": t.title, "description": t.taskDescription, "tags": t.tags, "taskType": t.taskType,
                "importance": t.importance.map(String.init) ?? "", "urgency": t.urgency ?? "",
                "due": t.dueDate.map { String($0.timeIntervalSinceReferenceDate) } ?? "", "completed": t.isCompleted ? "true" : "false",
                "recurrence": t.recurrencePattern, "created": String(t.createdAt.timeIntervalSinceReferenceDate),
            ], label: t.title)
        }
    }

    /// Applies new and changed tasks: new ones go through the app's save path (index + CreateTaskIntent donation).
    func receive(_ records: [SyncRecord], context: AppContext) -> [String] {
        let container: FocusBlox.ModelContainer
        container = context.dataStore.get(FocusBlox.containerKey) { FocusBlox.ModelContainer() }
        let running = context.app.program as? FocusBloxApp
        let behaviour = FocusBlox.SpotlightBehaviour.chosen(in: context)
        let indexer = running?.spotlight ?? FocusBlox.SpotlightIndexingService(context: context, behaviour: behaviour)
        let now = SimulatedClock.now
        var created: [String] = []
        for r in records where r.kind == "LocalTask" {
            let f = r.fields
            let existing = container.task(uuid: r.id)
            let task = FocusBlox.LocalTask(
                uuid: r.id, title: f["title"] ?? "", taskDescription: f["description"] ?? "", tags: f["tags"] ?? "",
                taskType: f["taskType"] ?? "maintenance", importance: f["importance"].flatMap { Int($0) },
                urgency: f["urgency"].flatMap { $0.isEmpty ? nil : $0 },
                dueDate: f["due"].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:)),
                isCompleted: f["completed"] == "true", completedAt: existing?.completedAt, recurrencePattern: f["recurrence"] ?? "none",
                createdAt: f["created"].flatMap(Double.init).map(Date.init(timeIntervalSinceReferenceDate:)) ?? now,
                updatedAt: now, createdVia: existing?.createdVia ?? .sync)
            if existing != nil {
                container.replace(task)
                indexer.indexTask(task)
            } else if let running {
                running.add(task)
                created.append(r.id)
            } else {
                container.tasks.append(task)
                context.log("app.task.created", "created \"\(task.title)\" via sync")
                indexer.indexTask(task)
                FocusBlox.donateCreation(task)
                created.append(r.id)
            }
        }
        return created
    }
}
