import Foundation

/// Where a read looks first. Use cases pass the policy their name implies:
/// `Get…` reads local data first, `Refresh…` asks the remote source; searches are always remote.
enum CachePolicy: Sendable, Equatable {
    case localFirst
    case remoteFirst
}
