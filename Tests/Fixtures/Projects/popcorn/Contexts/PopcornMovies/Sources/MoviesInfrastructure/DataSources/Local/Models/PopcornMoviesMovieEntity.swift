//
//  PopcornMoviesMovieEntity.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

#if canImport(SwiftData)
import Foundation
import SwiftData

@Model
final class PopcornMoviesMovieEntity: Equatable, ModelExpirable {

    @Attribute(.unique) var movieID: Int
    var title: String
    var tagline: String?
    var overview: String
    var runtime: Int?
    @Relationship(deleteRule: .cascade) var genres: [PopcornMoviesGenreEntity]?
    var releaseDate: Date?
    var posterPath: URL?
    var backdropPath: URL?
    var budget: Double?
    var revenue: Double?
    var homepageURL: URL?
    var status: String?
    var popularity: Double?
    var cachedAt: Date

    init(
        movieID: Int,
        title: String,
        tagline: String? = nil,
        overview: String,
        runtime: Int? = nil,
        genres: [PopcornMoviesGenreEntity]? = nil,
        releaseDate: Date? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        budget: Double? = nil,
        revenue: Double? = nil,
        homepageURL: URL? = nil,
        status: String? = nil,
        popularity: Double? = nil,
        cachedAt: Date = Date.now
    ) {
        self.movieID = movieID
        self.title = title
        self.tagline = tagline
        self.overview = overview
        self.runtime = runtime
        self.genres = genres
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.budget = budget
        self.revenue = revenue
        self.homepageURL = homepageURL
        self.status = status
        self.popularity = popularity
        self.cachedAt = cachedAt
    }

}
#endif
