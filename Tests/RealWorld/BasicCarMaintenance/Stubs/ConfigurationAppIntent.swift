// Stands in for: AppIntent.swift
// Stub of Basic Car Maintenance's ConfigurationAppIntent as it was when BasicCarMaintenanceWidget.swift (commit 0823b61)
// was written: Xcode's widget template, with a favourite emoji. Not Apple's.
import AppIntents
import WidgetKit

struct ConfigurationAppIntent: WidgetConfigurationIntent {
    static var title: LocalizedStringResource = "Configuration"
    static var description = IntentDescription("This is an example widget.")

    @Parameter(title: "Favorite Emoji", default: "😃")
    var favoriteEmoji: String
}
