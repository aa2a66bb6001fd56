import Foundation
import MoviesDomain

extension Movie {
    static func mock(
        id: Int = 1,
        title: String = "Test Movie",
        overview: String = "An overview",
        status: MovieStatus? = .released,
        posterPath: URL? = URL(string: "/poster.jpg")
    ) -> Movie {
        Movie(
            id: id,
            title: title,
            overview: overview,
            status: status,
            posterPath: posterPath
        )
    }
}
