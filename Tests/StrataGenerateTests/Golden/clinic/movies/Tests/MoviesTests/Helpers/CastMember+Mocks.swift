import Foundation
@testable import Movies

extension CastMember {
    /// A `CastMember` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: String = "castMember-1",
        movieId: String = "Test movieId",
        personId: String = "Test personId",
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
