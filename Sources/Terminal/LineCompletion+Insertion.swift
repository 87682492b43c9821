/// What Tab does to the line: remove some text before the cursor, insert some, or list candidates.
public struct LineCompletionEdit: Equatable, Sendable {
    /// Text immediately before the cursor to delete (a suffix of the word being completed).
    public var remove: String
    /// Text to insert at the cursor after removing.
    public var insert: String
    /// Candidates to show below the line when no progress can be made by inserting.
    public var list: [String]

    /// Creates an edit.
    public init(remove: String = "", insert: String = "", list: [String] = []) {
        self.remove = remove
        self.insert = insert
        self.list = list
    }

    /// True when Tab has nothing to offer (the editor beeps).
    public var isEmpty: Bool { remove.isEmpty && insert.isEmpty && list.isEmpty }
}

extension LineCompletion {
    /// Decides what Tab does, given the line and cursor (`Character` offset).
    ///
    /// One candidate replaces the word and adds a space unless it ends with `/` or `=` or a space
    /// already follows the cursor. Several candidates extend the word to their longest common
    /// prefix; when that makes no progress (typically the second Tab) they are listed instead.
    /// A common prefix shorter than the typed word never deletes what the user typed.
    public func insertion(line: String, cursor: Int) -> LineCompletionEdit {
        let characters = Array(line)
        let end = min(max(cursor, 0), characters.count)
        let start = min(max(replaceFrom, 0), end)
        let word = String(characters[start..<end])
        var seen = Set<String>()
        let unique = candidates.filter { !$0.isEmpty && seen.insert($0).inserted }
        guard let first = unique.first else { return LineCompletionEdit() }

        if unique.count == 1 {
            let spaceFollows = end < characters.count && characters[end] == " "
            let needsSpace = !(first.hasSuffix("/") || first.hasSuffix("=")) && !spaceFollows
            return Self.minimalEdit(from: word, to: needsSpace ? first + " " : first)
        }
        let prefix = unique.dropFirst().reduce(first) { Self.commonPrefix($0, $1) }
        if prefix.count >= word.count && prefix != word {
            return Self.minimalEdit(from: word, to: prefix)
        }
        guard !descriptions.isEmpty else { return LineCompletionEdit(list: unique) }
        let width = unique.map(\.count).max() ?? 0
        return LineCompletionEdit(list: unique.map { word in
            descriptions[word].map { word + String(repeating: " ", count: width - word.count) + "  " + $0 } ?? word
        })
    }

    /// The longest common prefix of two strings, compared `Character` by `Character`.
    static func commonPrefix(_ a: String, _ b: String) -> String {
        var result = ""
        for (x, y) in zip(a, b) {
            guard x == y else { break }
            result.append(x)
        }
        return result
    }

    /// The smallest remove/insert pair turning `word` (ending at the cursor) into `target`.
    static func minimalEdit(from word: String, to target: String) -> LineCompletionEdit {
        let shared = commonPrefix(word, target).count
        return LineCompletionEdit(
            remove: String(word.dropFirst(shared)),
            insert: String(target.dropFirst(shared))
        )
    }

    /// Lays out `items` in column-major order (like `ls`) within `width` columns; one string per row.
    public static func columns(_ items: [String], width: Int) -> [String] {
        guard !items.isEmpty else { return [] }
        let gap = 2
        let cell = (items.map(\.count).max() ?? 0) + gap
        let perRow = max(1, (max(width, 1) + gap) / cell)
        let rowCount = (items.count + perRow - 1) / perRow
        var rows: [String] = []
        for row in 0..<rowCount {
            var text = ""
            var column = 0
            while row + column * rowCount < items.count {
                let item = items[row + column * rowCount]
                let isLast = row + (column + 1) * rowCount >= items.count
                text += isLast ? item : item + String(repeating: " ", count: cell - item.count)
                column += 1
            }
            rows.append(text)
        }
        return rows
    }
}
