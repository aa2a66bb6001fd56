//
//  Movie+Mocks.swift
//  PopcornMovies
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain

extension Movie {

    static func mock(
        id: Int = 550,
        title: String = "Fight Club",
        tagline: String? = "Mischief. Mayhem. Soap.",
        overview: String = "A ticking-time-bomb insomniac and a slippery soap salesman channel "
            + "primal male aggression into a shocking new form of therapy.",
        runtime: Int? = 139,
        genres: [Genre]? = [Genre(id: 18, name: "Drama")],
        releaseDate: Date? = Date(timeIntervalSince1970: 939_772_800),
        posterPath: URL? = URL(string: "/pB8BM7pdSp6B6Ih7QZ4DrQ3PmJK.jpg"),
        backdropPath: URL? = URL(string: "/hZkgoQYus5vegHoetLkCJzb17zJ.jpg"),
        budget: Double? = 63_000_000,
        revenue: Double? = 100_853_753,
        homepageURL: URL? = URL(string: "https://www.foxmovies.com/movies/fight-club"),
        status: MovieStatus? = .released,
        popularity: Double? = 61.416
    ) -> Movie {
        Movie(
            id: id,
            title: title,
            tagline: tagline,
            overview: overview,
            runtime: runtime,
            genres: genres,
            releaseDate: releaseDate,
            posterPath: posterPath,
            backdropPath: backdropPath,
            budget: budget,
            revenue: revenue,
            homepageURL: homepageURL,
            status: status,
            popularity: popularity
        )
    }

}
