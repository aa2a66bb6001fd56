//
//  Person+Mock.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import PeopleDomain

extension Person {

    static func mock(
        id: Int = 287,
        name: String = "Brad Pitt",
        biography: String? = "William Bradley Pitt is an American actor and film producer.",
        knownForDepartment: String? = "Acting",
        birthday: Date? = Date(timeIntervalSince1970: -190_080_000),
        deathday: Date? = nil,
        placeOfBirth: String? = "Shawnee, Oklahoma, USA",
        gender: Gender? = .male,
        profilePath: URL? = URL(string: "/cckcYc2v0yh1tc9QjRelptcOBko.jpg"),
        popularity: Double? = 24.3
    ) -> Person {
        Person(
            id: id,
            name: name,
            biography: biography,
            knownForDepartment: knownForDepartment,
            birthday: birthday,
            deathday: deathday,
            placeOfBirth: placeOfBirth,
            gender: gender,
            profilePath: profilePath,
            popularity: popularity
        )
    }

}
