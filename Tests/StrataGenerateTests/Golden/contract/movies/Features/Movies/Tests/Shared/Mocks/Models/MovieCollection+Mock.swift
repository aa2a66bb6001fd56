import Foundation
@testable import PopcornMovies

extension MovieCollection {
    /// A `MovieCollection` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        name: String = "Test name",
        overview: String? = "Test overview",
        posterPath: URL? = URL(fileURLWithPath: "/posterPath")
    ) -> MovieCollection {
        MovieCollection(
            id: id,
            name: name,
            overview: overview,
            posterPath: posterPath
        )
    }
}
