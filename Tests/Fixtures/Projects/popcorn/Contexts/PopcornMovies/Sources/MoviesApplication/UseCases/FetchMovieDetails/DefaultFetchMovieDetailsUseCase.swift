//
//  DefaultFetchMovieDetailsUseCase.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain

public final class DefaultFetchMovieDetailsUseCase: FetchMovieDetailsUseCase {

    private let movieRepository: any MovieRepository

    public init(movieRepository: some MovieRepository) {
        self.movieRepository = movieRepository
    }

    public func execute(id: Int) async throws(FetchMovieDetailsError) -> Movie {
        do {
            return try await movieRepository.movie(withID: id)
        } catch let error {
            throw FetchMovieDetailsError(error)
        }
    }

}

extension FetchMovieDetailsError {

    init(_ error: MovieRepositoryError) {
        switch error {
        case .notFound:
            self = .notFound

        case .unauthorised:
            self = .unauthorised

        case .unknown:
            self = .unknown
        }
    }

}
