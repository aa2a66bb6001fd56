import Foundation

/// Errors of the Workouts feature; repositories map data-layer failures to these.
enum WorkoutsError: Error, Equatable, Sendable {
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
    /// The workout name is empty.
    case invalidName
    /// Too many workouts requested.
    case limitExceeded(limit: Int)
}
