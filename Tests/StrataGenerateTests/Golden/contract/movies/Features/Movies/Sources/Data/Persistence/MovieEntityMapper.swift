import Foundation
#if canImport(SwiftData)

/// Maps `MovieEntity` to `Movie`, creates one from a `Movie`, and updates a stored one in place.
struct MovieEntityMapper {
    private let genreMapper = GenreEntityMapper()

    func map(_ entity: MovieEntity) -> Movie {
        Movie(
            id: entity.movieID,
            title: entity.title,
            tagline: entity.tagline,
            overview: entity.overview,
            releaseDate: entity.releaseDate,
            runtime: entity.runtime,
            status: entity.status.flatMap { MovieStatus(rawValue: $0) },
            genres: entity.genres?.map(genreMapper.map) ?? [],
            posterPath: entity.posterPath,
            backdropPath: entity.backdropPath,
            popularity: entity.popularity,
            keywords: entity.keywords,
            ratingsByRegion: entity.ratingsByRegion,
            watchProviders: entity.watchProviders,
            collectionId: entity.collectionId,
            isFavourite: entity.isFavourite
        )
    }

    func map(_ domain: Movie) -> MovieEntity {
        MovieEntity(
            movieID: domain.id,
            title: domain.title,
            tagline: domain.tagline,
            overview: domain.overview,
            releaseDate: domain.releaseDate,
            runtime: domain.runtime,
            status: domain.status?.rawValue,
            genres: domain.genres.map(genreMapper.map),
            posterPath: domain.posterPath,
            backdropPath: domain.backdropPath,
            popularity: domain.popularity,
            keywords: domain.keywords,
            ratingsByRegion: domain.ratingsByRegion,
            watchProviders: domain.watchProviders,
            collectionId: domain.collectionId,
            isFavourite: domain.isFavourite
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Movie, to entity: MovieEntity) {
        entity.title = domain.title
        entity.tagline = domain.tagline
        entity.overview = domain.overview
        entity.releaseDate = domain.releaseDate
        entity.runtime = domain.runtime
        entity.status = domain.status?.rawValue
        entity.genres = domain.genres.map(genreMapper.map)
        entity.posterPath = domain.posterPath
        entity.backdropPath = domain.backdropPath
        entity.popularity = domain.popularity
        entity.keywords = domain.keywords
        entity.ratingsByRegion = domain.ratingsByRegion
        entity.watchProviders = domain.watchProviders
        entity.collectionId = domain.collectionId
        entity.isFavourite = domain.isFavourite
        entity.cachedAt = .now
    }
}
#endif
