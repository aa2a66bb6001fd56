import Foundation

/// Gets one Person, reading local data first.
protocol GetPersonUseCaseProtocol: Sendable {
    func execute(id: String) async throws -> Person
}

struct GetPersonUseCase: GetPersonUseCaseProtocol {
    private let repository: PersonRepository

    init(repository: PersonRepository) {
        self.repository = repository
    }

    func execute(id: String) async throws -> Person {
        guard let person = try await repository.fetchPerson(id: id) else {
            throw MoviesError.notFound
        }
        return person
    }
}
