import Foundation

/// A person's role in a movie.
struct CastMember: Identifiable, Equatable, Sendable {
    let id: Int
    let movieId: Int
    let personId: Int
    let character: String
    /// Billing position, 0 first.
    let order: Int

    init(
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
