import Foundation

/// CoreSpotlight's `CSPerson`: an author or recipient of a message (`authors`, `primaryRecipients`, …).
///
/// The index stores a person as one text, `Display Name <handleIdentifier: handle, handle> #contactIdentifier`, so it is
/// shown by `spotlight show` and found by queries such as `authors == "*Ann*"`; reading it back restores every field
/// (a handle that itself contains ", " comes back split).
open class CSPerson {
    /// The name to show.
    public let displayName: String?
    /// The person's handles: e-mail addresses, phone numbers, ….
    public let handles: [String]
    /// What the handles are, as a Contacts key (`CNContactEmailAddressesKey`, `CNContactPhoneNumbersKey`).
    public let handleIdentifier: String
    /// The person's `CNContact` identifier.
    public var contactIdentifier: String?

    /// A person with a name, handles and what they are.
    public init(displayName: String?, handles: [String], handleIdentifier: String) {
        self.displayName = displayName
        self.handles = handles
        self.handleIdentifier = handleIdentifier
    }

    /// The text the index stores.
    var storedText: String {
        var text = (displayName ?? "") + " <" + handleIdentifier + ": " + handles.joined(separator: ", ") + ">"
        if let contactIdentifier { text += " #" + contactIdentifier }
        return text
    }

    /// A person read back from its stored text (a text of another form is taken as the display name).
    convenience init(storedText text: String) {
        guard let open = text.range(of: " <", options: .backwards), let close = text[open.upperBound...].lastIndex(of: ">"),
              let colon = text[open.upperBound..<close].range(of: ": ") else {
            self.init(displayName: text, handles: [], handleIdentifier: "")
            return
        }
        let name = String(text[..<open.lowerBound])
        let list = text[colon.upperBound..<close]
        self.init(displayName: name.isEmpty ? nil : name, handles: list.isEmpty ? [] : list.components(separatedBy: ", "),
                  handleIdentifier: String(text[open.upperBound..<colon.lowerBound]))
        let rest = text[text.index(after: close)...]
        if rest.hasPrefix(" #") { contactIdentifier = String(rest.dropFirst(2)) }
    }
}
