import Foundation
import MoviesDomain

struct MovieMapper {
    func map(_ entity: PopcornMoviesMovieEntity) -> Movie {
        Movie(
            id: entity.movieID,
            title: entity.title,
            overview: entity.overview,
            status: entity.status.flatMap { MovieStatus(rawValue: $0) },
            posterPath: entity.posterPath
        )
    }

    func map(_ domain: Movie) -> PopcornMoviesMovieEntity {
        PopcornMoviesMovieEntity(
            movieID: domain.id,
            title: domain.title,
            overview: domain.overview,
            status: domain.status?.rawValue,
            posterPath: domain.posterPath
        )
    }

    func map(_ domain: Movie, to entity: PopcornMoviesMovieEntity) {
        entity.title = domain.title
        entity.overview = domain.overview
        entity.status = domain.status?.rawValue
        entity.posterPath = domain.posterPath
        entity.cachedAt = .now
    }
}
