//
//  PopcornMoviesGenreEntity.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

#if canImport(SwiftData)
import Foundation
import SwiftData

@Model
final class PopcornMoviesGenreEntity: Equatable, ModelExpirable {

    @Attribute(.unique) var genreID: Int
    var name: String
    var cachedAt: Date

    init(
        genreID: Int,
        name: String,
        cachedAt: Date = Date.now
    ) {
        self.genreID = genreID
        self.name = name
        self.cachedAt = cachedAt
    }

}
#endif
