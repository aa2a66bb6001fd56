import Foundation

/// Where a movie is in its production.
enum MovieStatus: String, Codable, Hashable, CaseIterable {
    case rumoured = "Rumored"
    case planned = "Planned"
    case inProduction = "In Production"
    case postProduction = "Post Production"
    case released = "Released"
    case cancelled = "Canceled"
}
