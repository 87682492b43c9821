/// A message as the server's reader reads it from a frame's body (`LanguageServer.read`): its value and, for a long
/// `didOpen`, its text read straight into the document's lines (`JSONMessageReader`'s `openedText`; the value then
/// holds "" in the text's place, and the body is kept in case the message must be read whole after all).
public struct ReceivedMessage: Sendable {
    /// The message (with "" for a text read as its lines).
    public let value: JSONValue
    let openedText: OpenedText?
    let body: [UInt8]?
}
