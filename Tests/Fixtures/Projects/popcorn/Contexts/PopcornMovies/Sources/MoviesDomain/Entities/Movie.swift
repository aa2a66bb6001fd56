//
//  Movie.swift
//  PopcornMovies
//
//  Copyright © 2025 Adam Young.
//

import Foundation

public struct Movie: Identifiable, Equatable, Sendable {

    public let id: Int
    public let title: String
    public let tagline: String?
    public let overview: String
    public let runtime: Int?
    public let genres: [Genre]?
    public let releaseDate: Date?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let budget: Double?
    public let revenue: Double?
    public let homepageURL: URL?
    public let status: MovieStatus?
    public let popularity: Double?

    public init(
        id: Int,
        title: String,
        tagline: String? = nil,
        overview: String,
        runtime: Int? = nil,
        genres: [Genre]? = nil,
        releaseDate: Date? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        budget: Double? = nil,
        revenue: Double? = nil,
        homepageURL: URL? = nil,
        status: MovieStatus? = nil,
        popularity: Double? = nil
    ) {
        self.id = id
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
    }

}
