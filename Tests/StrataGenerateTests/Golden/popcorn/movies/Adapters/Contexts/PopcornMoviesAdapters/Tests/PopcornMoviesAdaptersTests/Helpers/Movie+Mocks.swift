import Foundation
@testable import PopcornMoviesAdapters
@testable import MoviesDomain

extension Movie {
    /// A `Movie` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        title: String = "Test title",
        tagline: String? = "Test tagline",
        overview: String = "Test overview",
        releaseDate: Date? = Date(timeIntervalSince1970: 1_700_000_000),
        runtime: Int? = 1,
        status: MovieStatus? = .rumoured,
        genres: [Genre] = [Genre.mock()],
        posterPath: URL? = URL(fileURLWithPath: "/posterPath"),
        backdropPath: URL? = URL(fileURLWithPath: "/backdropPath"),
        popularity: Double = 1.5,
        keywords: Set<String> = ["Test keywords"],
        ratingsByRegion: [String: Double] = ["Test key": 1.5],
        watchProviders: [String: [String]]? = ["Test key": ["Test watchProviders"]],
        collectionId: Int? = 1,
        isFavourite: Bool = true
    ) -> Movie {
        Movie(
            id: id,
            title: title,
            tagline: tagline,
            overview: overview,
            releaseDate: releaseDate,
            runtime: runtime,
            status: status,
            genres: genres,
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: popularity,
            keywords: keywords,
            ratingsByRegion: ratingsByRegion,
            watchProviders: watchProviders,
            collectionId: collectionId,
            isFavourite: isFavourite
        )
    }
}
