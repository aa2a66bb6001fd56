//
//  FetchPersonDetailsUseCase.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import PeopleDomain

///
/// Fetches the full profile of a person: biography, birthday, place of birth.
///
public protocol FetchPersonDetailsUseCase: Sendable {

    func execute(id: Int) async throws(FetchPersonDetailsError) -> Person

}

public enum FetchPersonDetailsError: Error, Equatable {

    case notFound
    case unauthorised
    case unknown

}
