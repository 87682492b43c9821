// Only with: SearchWidget.swift
// Stub of Wikipedia's own SearchWidget+LocalizedStrings.swift, not Apple's.
extension SearchWidget {
    enum LocalizedStrings {
        static let widgetTitle = "Search Wikipedia"
        static let widgetDescription = "Search Wikipedia from your Home Screen."
    }
}
