import Foundation

/// The wire shape of `Movie`: what the API sends and receives.
struct MovieDTO: Codable, Equatable, Sendable {
    let id: UUID
    let title: String
    let tagline: String?
    let overview: String?
    let releaseDate: Date?
    let runtime: Int?
    let status: String?
    let genres: [GenreDTO]?
    let posterPath: URL?
    let backdropPath: URL?
    let popularity: Double?
    let keywords: Set<String>?
    let ratingsByRegion: [String: Double]?
    let watchProviders: [String: [String]]?
    let collectionId: UUID?
    let isFavourite: Bool?

    enum CodingKeys: String, CodingKey {
        case id
        case title
        case tagline
        case overview
        case releaseDate = "release_date"
        case runtime
        case status
        case genres
        case posterPath = "poster_path"
        case backdropPath = "backdrop_path"
        case popularity
        case keywords
        case ratingsByRegion = "ratings_by_region"
        case watchProviders = "watch_providers"
        case collectionId = "belongs_to_collection"
        case isFavourite = "is_favourite"
    }
}

// MARK: - Domain Mapping

extension MovieDTO {
    func toDomain() -> Movie {
        Movie(
            id: id,
            title: title,
            tagline: tagline,
            overview: overview ?? "",
            releaseDate: releaseDate,
            runtime: runtime,
            status: status.flatMap { MovieStatus(rawValue: $0) },
            genres: genres.map { $0.map { $0.toDomain() } } ?? [],
            posterPath: posterPath,
            backdropPath: backdropPath,
            popularity: popularity ?? 0,
            keywords: keywords ?? [],
            ratingsByRegion: ratingsByRegion ?? [:],
            watchProviders: watchProviders,
            collectionId: collectionId,
            isFavourite: isFavourite ?? false
        )
    }

    static func fromDomain(_ movie: Movie) -> MovieDTO {
        MovieDTO(
            id: movie.id,
            title: movie.title,
            tagline: movie.tagline,
            overview: movie.overview,
            releaseDate: movie.releaseDate,
            runtime: movie.runtime,
            status: movie.status?.rawValue,
            genres: movie.genres.map(GenreDTO.fromDomain),
            posterPath: movie.posterPath,
            backdropPath: movie.backdropPath,
            popularity: movie.popularity,
            keywords: movie.keywords,
            ratingsByRegion: movie.ratingsByRegion,
            watchProviders: movie.watchProviders,
            collectionId: movie.collectionId,
            isFavourite: movie.isFavourite
        )
    }
}
