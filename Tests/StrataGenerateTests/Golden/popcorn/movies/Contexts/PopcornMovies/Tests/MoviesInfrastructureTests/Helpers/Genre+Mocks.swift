import Foundation
@testable import MoviesInfrastructure
@testable import MoviesDomain
@testable import PopcornMoviesAdapters

extension Genre {
    /// A `Genre` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        name: String = "Test name"
    ) -> Genre {
        Genre(
            id: id,
            name: name
        )
    }
}
