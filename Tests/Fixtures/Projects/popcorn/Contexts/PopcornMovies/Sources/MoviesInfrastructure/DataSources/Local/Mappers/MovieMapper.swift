//
//  MovieMapper.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

#if canImport(SwiftData)
import Foundation
import MoviesDomain

struct MovieMapper {

    func map(_ entity: PopcornMoviesMovieEntity) -> Movie {
        Movie(
            id: entity.movieID,
            title: entity.title,
            tagline: entity.tagline,
            overview: entity.overview,
            runtime: entity.runtime,
            genres: entity.genres.map { mapGenresToDomain($0) },
            releaseDate: entity.releaseDate,
            posterPath: entity.posterPath,
            backdropPath: entity.backdropPath,
            budget: entity.budget,
            revenue: entity.revenue,
            homepageURL: entity.homepageURL,
            status: entity.status.flatMap { MovieStatus(rawValue: $0) },
            popularity: entity.popularity
        )
    }

    func map(_ domain: Movie) -> PopcornMoviesMovieEntity {
        PopcornMoviesMovieEntity(
            movieID: domain.id,
            title: domain.title,
            tagline: domain.tagline,
            overview: domain.overview,
            runtime: domain.runtime,
            genres: domain.genres.map { mapGenresToEntity($0) },
            releaseDate: domain.releaseDate,
            posterPath: domain.posterPath,
            backdropPath: domain.backdropPath,
            budget: domain.budget,
            revenue: domain.revenue,
            homepageURL: domain.homepageURL,
            status: domain.status?.rawValue,
            popularity: domain.popularity
        )
    }

    func map(_ domain: Movie, to entity: PopcornMoviesMovieEntity) {
        entity.title = domain.title
        entity.overview = domain.overview
        entity.runtime = domain.runtime
        entity.genres = domain.genres.map { mapGenresToEntity($0) }
        entity.releaseDate = domain.releaseDate
        entity.posterPath = domain.posterPath
        entity.backdropPath = domain.backdropPath
        entity.budget = domain.budget
        entity.revenue = domain.revenue
        entity.homepageURL = domain.homepageURL
        entity.status = domain.status?.rawValue
        entity.popularity = domain.popularity
        entity.cachedAt = .now
    }

    private func mapGenresToDomain(_ entities: [PopcornMoviesGenreEntity]) -> [Genre] {
        entities.map { Genre(id: $0.genreID, name: $0.name) }
    }

    private func mapGenresToEntity(_ genres: [Genre]) -> [PopcornMoviesGenreEntity] {
        genres.map { PopcornMoviesGenreEntity(genreID: $0.id, name: $0.name) }
    }

}
#endif
