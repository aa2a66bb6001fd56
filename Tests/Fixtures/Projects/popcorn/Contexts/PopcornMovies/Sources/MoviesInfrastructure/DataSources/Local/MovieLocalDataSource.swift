//
//  MovieLocalDataSource.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain

public protocol MovieLocalDataSource: Sendable {

    func movie(withID id: Int) async throws(MovieLocalDataSourceError) -> Movie?

    func setMovie(_ movie: Movie) async throws(MovieLocalDataSourceError)

}

public enum MovieLocalDataSourceError: Error, Equatable {

    case persistence

}
