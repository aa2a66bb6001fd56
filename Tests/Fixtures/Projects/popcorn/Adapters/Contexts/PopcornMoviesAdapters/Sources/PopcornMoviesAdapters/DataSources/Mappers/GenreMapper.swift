//
//  GenreMapper.swift
//  PopcornMoviesAdapters
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain
import TMDb

struct GenreMapper {

    func map(_ dto: TMDb.Genre) -> MoviesDomain.Genre {
        MoviesDomain.Genre(
            id: dto.id,
            name: dto.name
        )
    }

}
