import LimelightCore
import SimulatorKit

/// Finds a model object from what a user typed: its exact title, one of its identifiers, or a title differing only in case.
enum ModelLookup {
    /// The object `reference` names; an `AppActionError` pointing at `argument` (with a close title suggested) when none does.
    static func find<T>(_ reference: String, in objects: [T], kind: String, argument: String,
                        identifiers: (T) -> [String], title: (T) -> String) throws -> T {
        if let exact = objects.first(where: { title($0) == reference }) { return exact }
        if let byID = objects.first(where: { identifiers($0).contains(reference) }) { return byID }
        let folded = reference.lowercased()
        let loose = objects.filter { title($0).lowercased() == folded }
        if loose.count == 1, let only = loose.first { return only }
        let guess = Suggestions.closest(to: reference, in: objects.map(title))
        throw AppActionError("no \(kind) '\(reference)'", argument: argument,
                             suggestion: guess.map { "did you mean \"\($0)\"?" }
                                 ?? (objects.isEmpty ? "there is no \(kind) yet" : "list them with '\(kind) list'"))
    }
}

/// Spotlight completion results, reported into the app's log the way the seed apps' error handling does.
enum IndexCompletion {
    /// A completion handler that logs failures as `app.spotlight.error` and, when given, calls `then` afterwards.
    static func logging(_ context: AppContext, _ what: String, then: (() -> Void)? = nil) -> (Error?) -> Void {
        { error in
            if let error { context.log("app.spotlight.error", "\(what) failed: \(error)") }
            then?()
        }
    }
}
