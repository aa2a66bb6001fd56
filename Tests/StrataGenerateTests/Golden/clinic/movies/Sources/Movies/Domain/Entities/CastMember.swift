import Foundation

/// A person's role in a movie.
struct CastMember: Identifiable, Equatable, Sendable {
    let id: String
    let movieId: String
    let personId: String
    let character: String
    /// Billing position, 0 first.
    let order: Int

    init(
        id: String,
        movieId: String,
        personId: String,
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
