/// A device screen as a drawing: a status bar and sections of rows, independent of width and character set.
public struct ScreenPicture: Equatable, Sendable {
    /// The status bar's left side (the device and the surface, e.g. `phone · Home Screen`).
    public var title: String
    /// The status bar's right side (the simulated time).
    public var status: String
    /// The sections, drawn one under the other with a rule between them.
    public var sections: [[ScreenRow]]

    /// Creates a picture from its parts.
    public init(title: String, status: String = "", sections: [[ScreenRow]]) {
        self.title = title
        self.status = status
        self.sections = sections
    }
}

/// One row of a screen section.
public enum ScreenRow: Equatable, Sendable {
    /// A line of text, indented by a number of columns, cut with an ellipsis when too long.
    case text(String, indent: Int = 0)
    /// A line with text on the left and text pushed to the right edge (the right side is kept whole when it fits).
    case split(String, String)
    /// A navigation path, outermost first, joined by a chevron.
    case path([String])
    /// A tab bar: the tabs, with the selected one marked.
    case tabs([String], selected: String?)
    /// A framed card inside the screen (a widget on top of a stack, a sheet, a tip) with a title in its top edge.
    case card(title: String, lines: [String])
    /// An empty line.
    case blank
}
