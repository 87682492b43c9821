import LimelightCore
import Spotlight

/// The semantic check: attribute names exist, values suit the attribute's type, operators suit the value.
public enum QueryChecker {
    /// Diagnostics for a parsed tree (syntax diagnostics are not repeated).
    public static func check(_ expression: QueryExpression, schema: QuerySchema, options: QueryLanguageOptions = .standard) -> [Diagnostic] {
        expression.predicates.flatMap { check($0, schema: schema, options: options) }
    }

    /// Parses and checks in one go: every diagnostic, sorted by position.
    public static func analyze(_ text: String, schema: QuerySchema = .standard, options: QueryLanguageOptions = .standard) -> ParsedQuery {
        var parsed = QueryParser.parse(text, options: options)
        if let expression = parsed.expression {
            parsed.diagnostics += check(expression, schema: schema, options: options)
            parsed.diagnostics.sort { $0.range.start < $1.range.start }
        }
        return parsed
    }

    private enum Kind: Equatable { case text, number, date, bool, data, unknown }

    private static func kind(of type: CSAttributeType) -> Kind {
        switch type {
        case .string, .strings: .text
        case .number, .numbers: .number
        case .date, .dates: .date
        case .bool: .bool
        case .data: .data
        }
    }

    static func check(_ p: QueryPredicate, schema: QuerySchema, options: QueryLanguageOptions) -> [Diagnostic] {
        var out: [Diagnostic] = []
        let kind: Kind
        var name = "**"
        switch p.attribute {
        case .allText: kind = .text
        case .named(let n):
            name = n
            switch schema.resolve(n) {
            case .standard(let d): kind = Self.kind(of: d.type)
            case .custom(let key):
                kind = .unknown
                if !key.isSearchable {
                    out.append(Diagnostic(.warning, range: p.attributeRange, code: "query-not-searchable",
                                          "the custom attribute '\(n)' is not searchable, so this predicate never finds a value",
                                          suggestion: "create the key with searchable: true"))
                }
            case .unknown where FileMetadataAttributeNames.all.contains(n):
                out.append(Diagnostic(.warning, range: p.attributeRange, code: "query-file-metadata-attribute",
                                      "'\(n)' is a Mac file-metadata attribute: Apple's parser accepts it, but an app's CoreSpotlight items never carry it, so this predicate matches nothing here",
                                      suggestion: "query an attribute the app sets (CSSearchableItemAttributeSet), e.g. contentModificationDate or keywords"))
                return out
            case .unknown:
                let guess = Suggestions.closest(to: n, in: schema.allNames)
                let hint = guess.map { "did you mean '\($0)'?" }
                let severity: DiagnosticSeverity = options.unknownAttributes == .error ? .error : .warning
                out.append(Diagnostic(severity, range: p.attributeRange, code: "query-unknown-attribute",
                                      "'\(n)' is not an attribute of CSSearchableItemAttributeSet or a known custom key",
                                      suggestion: hint, fixIts: zip([hint].compactMap { $0 }, [guess].compactMap { $0 }).map {
                                          FixIt($0, replacing: p.attributeRange, with: $1)
                                      }))
                return out
            }
        }
        func mismatch(_ message: String, _ suggestion: String? = nil, _ range: SourceRange? = nil) {
            out.append(Diagnostic(.error, range: range ?? p.valueRange, code: "query-type-mismatch", message, suggestion: suggestion))
        }
        if kind == .data {
            out.append(Diagnostic(.error, range: p.attributeRange, code: "query-type-mismatch", "'\(name)' holds binary data, which queries cannot compare"))
            return out
        }
        switch p.test {
        case .compare(let op, let value):
            if case .string(let pattern, _) = value, pattern.isPresenceWildcard {
                if op.isOrdering {
                    mismatch("'*' tests presence and works only with == and !=")
                }
                return out
            }
            if op.isOrdering, case .string = value {
                mismatch("'\(op.rawValue)' works only for numeric and date values", "compare text with == or !=")
                return out
            }
            checkValue(value, against: kind, name: name, mismatch: mismatch)
        case .inRange(let lo, let hi):
            if kind == .text {
                mismatch("InRange works only for numeric and date values, and '\(name)' is text", nil, p.attributeRange)
                return out
            }
            for v in [lo, hi] {
                if case .string = v { mismatch("InRange bounds must be numbers or $time values"); return out }
                checkValue(v, against: kind, name: name, mismatch: mismatch)
            }
        }
        return out
    }

    private static func checkValue(_ value: QueryValue, against kind: Kind, name: String,
                                   mismatch: (String, String?, SourceRange?) -> Void) {
        switch (value, kind) {
        case (.string, .text), (.string, .unknown), (.number, .number), (.number, .date), (.number, .bool), (.number, .unknown),
             (.time, .date), (.iso, .date), (.time, .unknown), (.iso, .unknown):
            break
        case (.string, .date):
            mismatch("'\(name)' is a date; a quoted string cannot be compared with it",
                     "use $time.iso(2026-01-05T09:00:00Z), $time.today or a number of seconds since 2001", nil)
        case (.string, _):
            mismatch("'\(name)' is a \(kind == .bool ? "boolean" : "number"); a quoted string cannot be compared with it",
                     kind == .bool ? "write 1 for true or 0 for false" : "write the number without quotes", nil)
        case (.number, _):
            mismatch("'\(name)' is text; put the value in quotes", nil, nil)
        case (.time, _), (.iso, _):
            mismatch("'\(name)' is not a date, so it cannot be compared with $time", nil, nil)
        }
        if case .iso(let text) = value, SimCalendar.utc.parse(text) == nil {
            mismatch("'\(text)' is not an ISO 8601 date", "write e.g. $time.iso(2026-01-05T09:00:00Z) or $time.iso(2026-01-05)", nil)
        }
    }
}
