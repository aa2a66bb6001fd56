//
//  MovieMapperTests.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

#if canImport(SwiftData)
import Foundation
import MoviesDomain
@testable import MoviesInfrastructure
import SwiftData
import Testing

@Suite("MovieMapper")
@MainActor
struct MovieMapperTests {

    static let sampleEntity = PopcornMoviesMovieEntity(
        movieID: 603,
        title: "The Matrix",
        tagline: "Welcome to the Real World.",
        overview: "Set in the 22nd century, The Matrix tells the story of a computer hacker.",
        runtime: 136,
        genres: [PopcornMoviesGenreEntity(genreID: 28, name: "Action")],
        status: "released",
        popularity: 83.2
    )

    private let mapper = MovieMapper()

    @Test("map entity to domain maps all properties")
    func mapEntityToDomainMapsAllProperties() {
        let movie = mapper.map(Self.sampleEntity)

        #expect(movie.id == 603)
        #expect(movie.title == "The Matrix")
        #expect(movie.tagline == "Welcome to the Real World.")
        #expect(movie.runtime == 136)
        #expect(movie.genres == [Genre(id: 28, name: "Action")])
        #expect(movie.status == .released)
    }

    @Test("map domain to entity maps all properties")
    func mapDomainToEntityMapsAllProperties() {
        let movie = Movie(id: 27205, title: "Inception", overview: "Cobb steals secrets.", status: .released)

        let entity = mapper.map(movie)

        #expect(entity.movieID == 27205)
        #expect(entity.title == "Inception")
        #expect(entity.status == "released")
    }

    @Test("map domain to existing entity refreshes cachedAt")
    func mapDomainToExistingEntityRefreshesCachedAt() {
        let entity = Self.sampleEntity
        entity.cachedAt = .distantPast
        let movie = Movie(id: 603, title: "The Matrix", overview: "Neo wakes up.", runtime: 138)

        mapper.map(movie, to: entity)

        #expect(entity.overview == "Neo wakes up.")
        #expect(entity.runtime == 138)
        #expect(entity.cachedAt > .distantPast)
    }

}
#endif
