//
//  MovieRemoteDataSource.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain

public protocol MovieRemoteDataSource: Sendable {

    func movie(withID id: Int) async throws(MovieRemoteDataSourceError) -> Movie

    func credits(forMovie movieID: Int) async throws(MovieRemoteDataSourceError) -> [Person]

}

public enum MovieRemoteDataSourceError: Error, Equatable {

    case notFound
    case unauthorised
    case unknown

}
