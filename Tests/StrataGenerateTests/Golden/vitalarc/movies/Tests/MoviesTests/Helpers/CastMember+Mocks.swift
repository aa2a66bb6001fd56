import Foundation
@testable import Movies

extension CastMember {
    /// A `CastMember` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: UUID = UUID(),
        movieId: UUID = UUID(),
        personId: UUID = UUID(),
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
