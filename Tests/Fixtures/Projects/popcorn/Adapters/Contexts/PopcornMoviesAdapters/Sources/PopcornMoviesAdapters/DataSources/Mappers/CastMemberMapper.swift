//
//  CastMemberMapper.swift
//  PopcornMoviesAdapters
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import MoviesDomain
import TMDb

struct CastMemberMapper {

    func map(_ dto: CastMember) -> Person {
        Person(
            id: dto.id,
            name: dto.name,
            character: dto.character,
            profilePath: dto.profilePath,
            order: dto.order
        )
    }

}
