//
//  TMDb.swift
//  TMDb
//
//  Vendored subset of the TMDb Swift SDK: the models and service the Popcorn adapters use.
//  Do not edit by hand; refresh with Scripts/vendor-tmdb.sh.
//

import Foundation

public struct Movie: Identifiable, Codable, Equatable, Hashable, Sendable {

    public let id: Int
    public let title: String
    public let tagline: String?
    public let originalTitle: String?
    public let originalLanguage: String?
    public let overview: String?
    public let runtime: Int?
    public let genres: [Genre]?
    public let releaseDate: Date?
    public let posterPath: URL?
    public let backdropPath: URL?
    public let budget: Double?
    public let revenue: Double?
    public let homepageURL: URL?
    public let imdbID: String?
    public let status: Status?
    public let popularity: Double?
    public let voteAverage: Double?
    public let voteCount: Int?

    public init(
        id: Int,
        title: String,
        tagline: String? = nil,
        originalTitle: String? = nil,
        originalLanguage: String? = nil,
        overview: String? = nil,
        runtime: Int? = nil,
        genres: [Genre]? = nil,
        releaseDate: Date? = nil,
        posterPath: URL? = nil,
        backdropPath: URL? = nil,
        budget: Double? = nil,
        revenue: Double? = nil,
        homepageURL: URL? = nil,
        imdbID: String? = nil,
        status: Status? = nil,
        popularity: Double? = nil,
        voteAverage: Double? = nil,
        voteCount: Int? = nil
    ) {
        self.id = id
        self.title = title
        self.tagline = tagline
        self.originalTitle = originalTitle
        self.originalLanguage = originalLanguage
        self.overview = overview
        self.runtime = runtime
        self.genres = genres
        self.releaseDate = releaseDate
        self.posterPath = posterPath
        self.backdropPath = backdropPath
        self.budget = budget
        self.revenue = revenue
        self.homepageURL = homepageURL
        self.imdbID = imdbID
        self.status = status
        self.popularity = popularity
        self.voteAverage = voteAverage
        self.voteCount = voteCount
    }

}

public struct Genre: Identifiable, Codable, Equatable, Hashable, Sendable {

    public let id: Int
    public let name: String

    public init(id: Int, name: String) {
        self.id = id
        self.name = name
    }

}

public enum Status: String, Codable, Equatable, Hashable, Sendable {

    case rumoured = "Rumored"
    case planned = "Planned"
    case inProduction = "In Production"
    case postProduction = "Post Production"
    case released = "Released"
    case cancelled = "Canceled"

}

public struct CastMember: Identifiable, Codable, Equatable, Hashable, Sendable {

    public let id: Int
    public let castID: Int?
    public let creditID: String
    public let name: String
    public let character: String
    public let profilePath: URL?
    public let order: Int

    public init(
        id: Int,
        castID: Int? = nil,
        creditID: String,
        name: String,
        character: String,
        profilePath: URL? = nil,
        order: Int
    ) {
        self.id = id
        self.castID = castID
        self.creditID = creditID
        self.name = name
        self.character = character
        self.profilePath = profilePath
        self.order = order
    }

}

public struct ShowCredits: Identifiable, Codable, Equatable, Hashable, Sendable {

    public let id: Int
    public let cast: [CastMember]

    public init(id: Int, cast: [CastMember]) {
        self.id = id
        self.cast = cast
    }

}

public enum TMDbError: Error, Equatable, Sendable {

    case notFound
    case unauthorised(String?)
    case network(String)
    case unknown

}

public protocol MovieService: Sendable {

    func details(forMovie movieID: Movie.ID, language: String?) async throws -> Movie

    func credits(forMovie movieID: Movie.ID, language: String?) async throws -> ShowCredits

}
