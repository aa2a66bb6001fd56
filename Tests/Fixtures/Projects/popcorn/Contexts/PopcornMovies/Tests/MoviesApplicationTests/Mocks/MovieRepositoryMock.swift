//
//  MovieRepositoryMock.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain

final class MovieRepositoryMock: MovieRepository, @unchecked Sendable {

    var movieWithIDCallCount = 0
    var movieWithIDCalledWith: [Int] = []
    var movieWithIDStub: Result<Movie, MovieRepositoryError>?

    var creditsCallCount = 0
    var creditsCalledWith: [Int] = []
    var creditsStub: Result<[Person], MovieRepositoryError>?

    func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie {
        movieWithIDCallCount += 1
        movieWithIDCalledWith.append(id)

        guard let movieWithIDStub else {
            throw .unknown
        }

        return try movieWithIDStub.get()
    }

    func credits(forMovie movieID: Int) async throws(MovieRepositoryError) -> [Person] {
        creditsCallCount += 1
        creditsCalledWith.append(movieID)

        guard let creditsStub else {
            throw .unknown
        }

        return try creditsStub.get()
    }

}
