// Stub of NetNewsWire's Articles module (its own model), not Apple's.
import Foundation

public struct RSImage {
    public let data: Data
    public init(data: Data) { self.data = data }
    public func pngData() -> Data? { data }
}

public final class Account {
    public let name: String?
    public init(name: String?) { self.name = name }
}

public final class Feed {
    public let nameForDisplay: String
    public init(nameForDisplay: String) { self.nameForDisplay = nameForDisplay }
}

public final class Article {
    public let accountID: String
    public let articleID: String
    public let feedID: String
    public let title: String?
    public let summary: String?
    public let feed: Feed?
    public let account: Account?
    public let avatar: RSImage?

    public init(accountID: String, articleID: String, feedID: String, title: String?, summary: String?, feed: Feed?,
                account: Account?, avatar: RSImage? = nil) {
        self.accountID = accountID; self.articleID = articleID; self.feedID = feedID; self.title = title
        self.summary = summary; self.feed = feed; self.account = account; self.avatar = avatar
    }

    public func avatarImage() -> RSImage? { avatar }
}
