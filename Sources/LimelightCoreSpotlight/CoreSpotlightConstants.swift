import Foundation
import Spotlight
import SpotlightQuery

/// The error domain of `CSSearchableIndex` errors.
public let CSIndexErrorDomain = Spotlight.IndexError.errorDomain
/// The error domain of `CSSearchQuery` errors.
public let CSSearchQueryErrorDomain = "CSSearchQueryErrorDomain"

/// The `userInfo` key holding the identifier of the action a person chose on a Spotlight result (iOS 15). Apple does
/// not document the value; the simulator uses the name.
public let CSActionIdentifier = "CSActionIdentifier"

// The mailbox identifiers of `mailboxIdentifiers`. Apple documents the names, not their values: the simulator uses
// the names as values.
/// The inbox.
public let CSMailboxInbox = "CSMailboxInbox"
/// Drafts.
public let CSMailboxDrafts = "CSMailboxDrafts"
/// Sent mail.
public let CSMailboxSent = "CSMailboxSent"
/// Junk mail.
public let CSMailboxJunk = "CSMailboxJunk"
/// Trash.
public let CSMailboxTrash = "CSMailboxTrash"
/// The archive.
public let CSMailboxArchive = "CSMailboxArchive"

/// How a person engaged with a result (`CSUserQuery.userEngaged(_:visibleItems:userInteractionType:)`).
public enum CSUserInteraction: Int, Sendable {
    /// The person picked it.
    case select = 0
    /// The person looked at it (counts a quarter of a selection).
    case focus = 1
    /// Not specified.
    case `default` = 2
}
