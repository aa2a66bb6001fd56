//
//  PersonRepository.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation

public protocol PersonRepository: Sendable {

    func person(withID id: Int) async throws(PersonRepositoryError) -> Person

}

public enum PersonRepositoryError: Error, Equatable {

    case notFound
    case unauthorised
    case unknown

}
