import SimulatorKit

extension ScreenBuilder {
    /// The Spotlight search screen: the search field, the result rows numbered as `spotlight search` numbers them
    /// (title, description, app), and the suggestions.
    func search(_ d: Device, _ s: SearchScreenState) -> ScreenPicture {
        var field: [ScreenRow] = [.text("Search: \(s.text)")]
        var results: [ScreenRow] = []
        if s.rows.isEmpty {
            field.append(.text("No Results"))
            results += [.text("Nothing matches \"\(s.text)\"."), .text("Index something, or try fewer letters.")]
        } else {
            field.append(.text("\(s.totalCount) result\(s.totalCount == 1 ? "" : "s")"))
            for (n, row) in s.rows.enumerated() {
                let number = "\(n + 1). "
                results.append(.text(number + row.title))
                if let description = row.description, !description.isEmpty { results.append(.text(description, indent: number.count)) }
                results.append(.text(row.app, indent: number.count))
            }
            let more = s.totalCount - s.rows.count
            if more > 0 { results.append(.text("and \(more) more")) }
        }
        var sections = [field, results]
        if !s.suggestions.isEmpty { sections.append([.text("Suggestions")] + s.suggestions.map { .text($0, indent: 2) }) }
        return ScreenPicture(title: "\(d.name): Spotlight", status: clock(d), sections: sections)
    }
}
