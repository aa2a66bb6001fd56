import Foundation

/// A person's role in a movie.
public struct CastMember: Identifiable, Equatable, Sendable {
    public let id: Int
    public let movieId: Int
    public let personId: Int
    public let character: String
    /// Billing position, 0 first.
    public let order: Int

    public init(
        id: Int,
        movieId: Int,
        personId: Int,
        character: String,
        order: Int
    ) {
        self.id = id
        self.movieId = movieId
        self.personId = personId
        self.character = character
        self.order = order
    }
}
