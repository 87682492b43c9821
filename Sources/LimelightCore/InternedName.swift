/// A name the event log interned and its index in the log's name table (`id` -1: none yet).
struct InternedName {
    /// The name.
    var text = ""
    /// Its index in the log's name table, or -1.
    var id: Int32 = -1
}
