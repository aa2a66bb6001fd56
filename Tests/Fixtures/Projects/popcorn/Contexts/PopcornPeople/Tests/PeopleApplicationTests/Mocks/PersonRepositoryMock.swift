//
//  PersonRepositoryMock.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
import PeopleDomain

final class PersonRepositoryMock: PersonRepository, @unchecked Sendable {

    var personWithIDCallCount = 0
    var personWithIDCalledWith: [Int] = []
    var personWithIDStub: Result<Person, PersonRepositoryError>?

    func person(withID id: Int) async throws(PersonRepositoryError) -> Person {
        personWithIDCallCount += 1
        personWithIDCalledWith.append(id)

        guard let personWithIDStub else {
            throw .unknown
        }

        return try personWithIDStub.get()
    }

}
