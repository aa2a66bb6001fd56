//
//  MovieRepository.swift
//  PopcornMovies
//
//  Copyright © 2025 Adam Young.
//

import Foundation

public protocol MovieRepository: Sendable {

    func movie(withID id: Int) async throws(MovieRepositoryError) -> Movie

    func credits(forMovie movieID: Int) async throws(MovieRepositoryError) -> [Person]

}

public enum MovieRepositoryError: Error, Equatable {

    case notFound
    case unauthorised
    case unknown

}
