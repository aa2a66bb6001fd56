//
//  TMDbMovieRemoteDataSource.swift
//  PopcornMoviesAdapters
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain
import MoviesInfrastructure
import TMDb

public final class TMDbMovieRemoteDataSource: MovieRemoteDataSource {

    private let movieService: any MovieService
    private let movieMapper: MovieMapper
    private let castMemberMapper: CastMemberMapper

    public convenience init(movieService: some MovieService) {
        self.init(
            movieService: movieService,
            movieMapper: MovieMapper(),
            castMemberMapper: CastMemberMapper()
        )
    }

    init(
        movieService: some MovieService,
        movieMapper: MovieMapper,
        castMemberMapper: CastMemberMapper
    ) {
        self.movieService = movieService
        self.movieMapper = movieMapper
        self.castMemberMapper = castMemberMapper
    }

    public func movie(withID id: Int) async throws(MovieRemoteDataSourceError) -> MoviesDomain.Movie {
        let tmdbMovie: TMDb.Movie
        do {
            tmdbMovie = try await movieService.details(forMovie: id, language: nil)
        } catch let error {
            throw MovieRemoteDataSourceError(error)
        }

        return movieMapper.map(tmdbMovie)
    }

    public func credits(forMovie movieID: Int) async throws(MovieRemoteDataSourceError) -> [MoviesDomain.Person] {
        let credits: ShowCredits
        do {
            credits = try await movieService.credits(forMovie: movieID, language: nil)
        } catch let error {
            throw MovieRemoteDataSourceError(error)
        }

        return credits.cast
            .sorted { $0.order < $1.order }
            .map(castMemberMapper.map)
    }

}

extension MovieRemoteDataSourceError {

    init(_ error: Error) {
        guard let error = error as? TMDbError else {
            self = .unknown
            return
        }

        switch error {
        case .notFound:
            self = .notFound

        case .unauthorised:
            self = .unauthorised

        case .network, .unknown:
            self = .unknown
        }
    }

}
