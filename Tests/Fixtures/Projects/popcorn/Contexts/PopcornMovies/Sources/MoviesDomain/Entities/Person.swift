//
//  Person.swift
//  PopcornMovies
//
//  Copyright © 2025 Adam Young.
//

import Foundation

///
/// A person as the Movies context sees one: someone credited on a movie.
///
/// The full profile lives in the People context (`PeopleDomain.Person`).
///
public struct Person: Identifiable, Equatable, Sendable {

    public let id: Int
    public let name: String
    public let character: String?
    public let profilePath: URL?
    public let order: Int?

    public init(
        id: Int,
        name: String,
        character: String? = nil,
        profilePath: URL? = nil,
        order: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.character = character
        self.profilePath = profilePath
        self.order = order
    }

}
