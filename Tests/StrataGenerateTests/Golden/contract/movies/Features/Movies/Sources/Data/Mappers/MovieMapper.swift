import Foundation

/// Maps `MovieDTO` to `Movie` and back.
struct MovieMapper {
    private let genreMapper = GenreMapper()

    func map(_ dto: MovieDTO) -> Movie {
        Movie(
            id: dto.id,
            title: dto.title,
            tagline: dto.tagline,
            overview: dto.overview ?? "",
            releaseDate: dto.releaseDate,
            runtime: dto.runtime,
            status: dto.status.flatMap { MovieStatus(rawValue: $0) },
            genres: dto.genres?.map(genreMapper.map) ?? [],
            posterPath: dto.posterPath,
            backdropPath: dto.backdropPath,
            popularity: dto.popularity ?? 0,
            keywords: dto.keywords ?? [],
            ratingsByRegion: dto.ratingsByRegion ?? [:],
            watchProviders: dto.watchProviders,
            collectionId: dto.collectionId,
            isFavourite: dto.isFavourite ?? false
        )
    }

    func map(_ domain: Movie) -> MovieDTO {
        MovieDTO(
            id: domain.id,
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
}
