//
//  Person.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation

public struct Person: Identifiable, Equatable, Sendable {

    public let id: Int
    public let name: String
    public let biography: String?
    public let knownForDepartment: String?
    public let birthday: Date?
    public let deathday: Date?
    public let placeOfBirth: String?
    public let gender: Gender?
    public let profilePath: URL?
    public let popularity: Double?

    public init(
        id: Int,
        name: String,
        biography: String? = nil,
        knownForDepartment: String? = nil,
        birthday: Date? = nil,
        deathday: Date? = nil,
        placeOfBirth: String? = nil,
        gender: Gender? = nil,
        profilePath: URL? = nil,
        popularity: Double? = nil
    ) {
        self.id = id
        self.name = name
        self.biography = biography
        self.knownForDepartment = knownForDepartment
        self.birthday = birthday
        self.deathday = deathday
        self.placeOfBirth = placeOfBirth
        self.gender = gender
        self.profilePath = profilePath
        self.popularity = popularity
    }

}
