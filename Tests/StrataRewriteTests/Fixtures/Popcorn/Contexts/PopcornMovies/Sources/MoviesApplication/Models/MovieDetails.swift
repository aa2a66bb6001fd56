import CoreDomain
import Foundation
import MoviesDomain

public struct MovieDetails: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let overview: String
    public let posterURLSet: ImageURLSet?
    public let isOnWatchlist: Bool
}
