import Foundation

/// Errors of the Movies feature; repositories map data-layer failures to these.
enum MoviesError: Error, Equatable, Sendable {
    /// The requested item does not exist.
    case notFound
    /// Reading failed; `description` says why when it is known.
    case loadFailed(description: String? = nil)
    /// Writing failed; `description` says why when it is known.
    case saveFailed(description: String? = nil)
    /// A business rule of the named use case is not written yet.
    case notImplemented(String)
    /// The server refused the credentials (401 or 403).
    case unauthorized
    /// The network is not reachable and nothing is stored locally.
    case offline
    /// A rating must be between 1 and 10.
    case invalidRating(rating: Int)
    /// The search text needs at least two characters.
    case searchQueryTooShort
}
