import Foundation

/// SiriKit's `INMediaItemType`: what a media item is.
public enum INMediaItemType: Int, Sendable {
    case unknown = 0, song, album, artist, genre, playlist, podcastShow, podcastEpisode, podcastPlaylist, musicStation,
         audioBook, movie, tvShow, tvShowEpisode, musicVideo, podcastStation, radioStation, station, music, algorithmicRadioStation, news
}

// unchecked: Apple's class is open (app code subclasses it); a non-final class cannot be checked.
/// SiriKit's `INMediaItem`: a song, an album, an artist, a podcast episode… as an intent names it.
open class INMediaItem: NSObject, @unchecked Sendable {
    /// The app's identifier for the item.
    public let identifier: String?
    /// The item's title.
    public let title: String?
    /// What the item is.
    public let type: INMediaItemType
    /// The item's artwork.
    public let artwork: INImage?
    /// The item's artist.
    public let artist: String?

    /// An item with an artist.
    public init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?, artist: String?) {
        self.identifier = identifier
        self.title = title
        self.type = type
        self.artwork = artwork
        self.artist = artist
        super.init()
    }

    /// An item.
    public convenience init(identifier: String?, title: String?, type: INMediaItemType, artwork: INImage?) {
        self.init(identifier: identifier, title: title, type: type, artwork: artwork, artist: nil)
    }
}

// unchecked: Apple's class is open (app code subclasses it, as Xcode's generated intents do); a non-final class cannot be checked.
/// SiriKit's `INMediaItemResolutionResult`.
open class INMediaItemResolutionResult: INIntentResolutionResult, @unchecked Sendable {
    /// The item that matches.
    open class func success(with resolvedMediaItem: INMediaItem) -> Self { simulated("success", value: resolvedMediaItem) }
    /// Items that match, the best first (the others are offered as alternatives).
    open class func successes(with resolvedMediaItems: [INMediaItem]) -> [INMediaItemResolutionResult] {
        resolvedMediaItems.map { INMediaItemResolutionResult.success(with: $0) }
    }
    /// Items to choose from.
    open class func disambiguation(with mediaItemsToDisambiguate: [INMediaItem]) -> Self {
        simulated("disambiguation", value: mediaItemsToDisambiguate)
    }
    /// An item to confirm.
    open class func confirmationRequired(with mediaItemToConfirm: INMediaItem?) -> Self {
        simulated("confirmationRequired", value: mediaItemToConfirm)
    }
}
