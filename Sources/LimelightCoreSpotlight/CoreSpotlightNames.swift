import Spotlight
import SpotlightQuery

/// CoreSpotlight's `CSIndexError` (domain `CSIndexErrorDomain`, Apple's codes).
public typealias CSIndexError = Spotlight.IndexError
/// CoreSpotlight's `CSIndexError.Code`.
public typealias CSIndexErrorCode = Spotlight.IndexErrorCode
/// CoreSpotlight's `CSCustomAttributeKey`: both initializers are failable, as Apple's are.
public typealias CSCustomAttributeKey = Spotlight.CustomAttributeKey
/// CoreSpotlight's `CSSearchQueryContext` (`fetchAttributes`, `filterQueries`).
public typealias CSSearchQueryContext = SpotlightQuery.SearchQueryContext
/// CoreSpotlight's `CSUserQueryContext` (`maxResultCount`, `maxSuggestionCount`, `enableRankedResults`).
public typealias CSUserQueryContext = SpotlightQuery.UserQueryContext
/// CoreSpotlight's `CSSuggestion`.
public typealias CSSuggestion = SpotlightQuery.QuerySuggestion
/// CoreSpotlight's `CSSearchQueryError`.
public typealias CSSearchQueryError = SpotlightQuery.SearchQueryError

/// The activity type of a tapped Spotlight result (`CSSearchableItemActionType`).
public let CSSearchableItemActionType = Spotlight.CSSearchableItemActionType
/// The user-info key holding a tapped result's unique identifier (`CSSearchableItemActivityIdentifier`).
public let CSSearchableItemActivityIdentifier = Spotlight.CSSearchableItemActivityIdentifier
/// The activity type of a search continued in the app (`CSQueryContinuationActionType`).
public let CSQueryContinuationActionType = Spotlight.CSQueryContinuationActionType
/// The user-info key holding a continued search's text (`CSSearchQueryString`).
public let CSSearchQueryString = Spotlight.CSSearchQueryString
