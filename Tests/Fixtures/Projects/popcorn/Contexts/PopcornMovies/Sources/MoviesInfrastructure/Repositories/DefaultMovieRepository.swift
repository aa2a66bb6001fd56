//
//  DefaultMovieRepository.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain

public final class DefaultMovieRepository: MovieRepository {

    private let remoteDataSource: any MovieRemoteDataSource
    private let localDataSource: any MovieLocalDataSource

    public init(
        remoteDataSource: some MovieRemoteDataSource,
        localDataSource: some MovieLocalDataSource
    ) {
        self.remoteDataSource = remoteDataSource
        self.localDataSource = localDataSource
    }

    public func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie {
        if let cachedMovie = try? await localDataSource.movie(withID: id) {
            return cachedMovie
        }

        let movie: Movie
        do {
            movie = try await remoteDataSource.movie(withID: id)
        } catch let error {
            throw MovieRepositoryError(error)
        }

        try? await localDataSource.setMovie(movie)
        return movie
    }

    public func credits(forMovie movieID: Int) async throws(MovieRepositoryError) -> [Person] {
        do {
            return try await remoteDataSource.credits(forMovie: movieID)
        } catch let error {
            throw MovieRepositoryError(error)
        }
    }

}

extension MovieRepositoryError {

    init(_ error: MovieRemoteDataSourceError) {
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
