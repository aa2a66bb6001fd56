//
//  MovieStatus.swift
//  PopcornMovies
//
//  Copyright © 2025 Adam Young.
//

import Foundation

public enum MovieStatus: String, Equatable, Sendable {

    case rumoured
    case planned
    case inProduction
    case postProduction
    case released
    case cancelled

}
