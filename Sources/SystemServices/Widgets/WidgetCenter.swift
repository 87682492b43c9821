/// `WidgetCenterRecord.shared` as one app sees it: ask WidgetKit to reload the app's widgets.
public struct WidgetCenterRecord {
    /// The device's widget service.
    public let service: WidgetsService
    /// The app whose widgets this center reloads.
    public let app: String

    /// Creates the center for one app (normally via `WidgetsService.widgetCenter(for:)`).
    public init(service: WidgetsService, app: String) {
        self.service = service
        self.app = app
    }

    /// Reloads the timelines of all the app's widgets of a kind (a request: budgeted unless exempt, run as a job).
    @discardableResult
    public func reloadTimelines(ofKind kind: String) -> WidgetCenterResponse {
        service.requestReload(app: app, kind: kind)
    }

    /// Reloads the timelines of all the app's widgets.
    @discardableResult
    public func reloadAllTimelines() -> WidgetCenterResponse {
        service.requestReload(app: app, kind: nil)
    }
}
