import Foundation
@testable import PopcornMoviesAdapters
@testable import MoviesDomain

extension CastMember {
    /// A `CastMember` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        movieId: Int = 1,
        personId: Int = 1,
        character: String = "Test character",
        order: Int = 1
    ) -> CastMember {
        CastMember(
            id: id,
            movieId: movieId,
            personId: personId,
            character: character,
            order: order
        )
    }
}
