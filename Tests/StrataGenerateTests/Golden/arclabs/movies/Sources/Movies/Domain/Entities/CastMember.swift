import Foundation

/// A person's role in a movie.
struct CastMember: Identifiable, Equatable, Sendable {
    let id: UUID
    let movieId: UUID
    let personId: UUID
    let character: String
    /// Billing position, 0 first.
    let order: Int

    init(
        id: UUID,
        movieId: UUID,
        personId: UUID,
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
