//
//  DefaultFetchPersonDetailsUseCaseTests.swift
//  PopcornPeople
//
//  Copyright © 2025 Popcorn Labs.
//

import Foundation
@testable import PeopleApplication
import PeopleDomain
import Testing

@Suite("DefaultFetchPersonDetailsUseCase")
struct DefaultFetchPersonDetailsUseCaseTests {

    let mockPersonRepository: PersonRepositoryMock

    init() {
        self.mockPersonRepository = PersonRepositoryMock()
    }

    @Test("execute returns person from repository")
    func executeReturnsPersonFromRepository() async throws {
        let person = Person.mock(id: 287)
        mockPersonRepository.personWithIDStub = .success(person)
        let useCase = DefaultFetchPersonDetailsUseCase(personRepository: mockPersonRepository)

        let result = try await useCase.execute(id: 287)

        #expect(result == person)
        #expect(mockPersonRepository.personWithIDCalledWith == [287])
    }

    @Test("execute throws notFound when repository throws notFound")
    func executeThrowsNotFoundWhenRepositoryThrowsNotFound() async {
        mockPersonRepository.personWithIDStub = .failure(.notFound)
        let useCase = DefaultFetchPersonDetailsUseCase(personRepository: mockPersonRepository)

        await #expect(throws: FetchPersonDetailsError.notFound) {
            _ = try await useCase.execute(id: 1)
        }
    }

}
