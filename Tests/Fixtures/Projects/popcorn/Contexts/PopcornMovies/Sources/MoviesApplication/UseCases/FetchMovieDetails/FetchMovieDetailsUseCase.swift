//
//  FetchMovieDetailsUseCase.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain

///
/// Fetches the full details of a single movie.
///
public protocol FetchMovieDetailsUseCase: Sendable {

    func execute(id: Int) async throws(FetchMovieDetailsError) -> Movie

}

public enum FetchMovieDetailsError: Error, Equatable {

    case notFound
    case unauthorised
    case unknown

}
