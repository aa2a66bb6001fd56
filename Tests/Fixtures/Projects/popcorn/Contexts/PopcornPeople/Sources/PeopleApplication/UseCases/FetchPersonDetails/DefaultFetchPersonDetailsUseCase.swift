//
//  DefaultFetchPersonDetailsUseCase.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import PeopleDomain

public final class DefaultFetchPersonDetailsUseCase: FetchPersonDetailsUseCase {

    private let personRepository: any PersonRepository

    public init(personRepository: some PersonRepository) {
        self.personRepository = personRepository
    }

    public func execute(id: Int) async throws(FetchPersonDetailsError) -> Person {
        do {
            return try await personRepository.person(withID: id)
        } catch let error {
            throw FetchPersonDetailsError(error)
        }
    }

}

extension FetchPersonDetailsError {

    init(_ error: PersonRepositoryError) {
        switch error {
        case .notFound:
            self = .notFound

        case .unauthorised:
            self = .unauthorised

        case .unknown:
            self = .unknown
        }
    }

}
