//
//  DefaultFetchMovieDetailsUseCaseTests.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
@testable import MoviesApplication
import MoviesDomain
import Testing

@Suite("DefaultFetchMovieDetailsUseCase")
struct DefaultFetchMovieDetailsUseCaseTests {

    let mockMovieRepository: MovieRepositoryMock

    init() {
        self.mockMovieRepository = MovieRepositoryMock()
    }

    @Test("execute returns movie from repository")
    func executeReturnsMovieFromRepository() async throws {
        let movie = Movie.mock(id: 550)
        mockMovieRepository.movieWithIDStub = .success(movie)
        let useCase = DefaultFetchMovieDetailsUseCase(movieRepository: mockMovieRepository)

        let result = try await useCase.execute(id: 550)

        #expect(result == movie)
        #expect(mockMovieRepository.movieWithIDCallCount == 1)
        #expect(mockMovieRepository.movieWithIDCalledWith == [550])
    }

    @Test("execute throws notFound when repository throws notFound")
    func executeThrowsNotFoundWhenRepositoryThrowsNotFound() async {
        mockMovieRepository.movieWithIDStub = .failure(.notFound)
        let useCase = DefaultFetchMovieDetailsUseCase(movieRepository: mockMovieRepository)

        await #expect(throws: FetchMovieDetailsError.notFound) {
            _ = try await useCase.execute(id: 1)
        }
    }

    @Test("execute throws unauthorised when repository throws unauthorised")
    func executeThrowsUnauthorisedWhenRepositoryThrowsUnauthorised() async {
        mockMovieRepository.movieWithIDStub = .failure(.unauthorised)
        let useCase = DefaultFetchMovieDetailsUseCase(movieRepository: mockMovieRepository)

        await #expect(throws: FetchMovieDetailsError.unauthorised) {
            _ = try await useCase.execute(id: 1)
        }
    }

}
