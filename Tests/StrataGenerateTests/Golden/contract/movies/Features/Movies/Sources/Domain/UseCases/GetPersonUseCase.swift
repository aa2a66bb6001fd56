import Foundation

/// Gets one Person, reading local data first.
protocol GetPersonUseCaseContract: Sendable {
    func execute(identifier: Int) async throws(MoviesError) -> Person
}

struct GetPersonUseCase: GetPersonUseCaseContract {
    private let repository: PersonRepositoryContract

    init(repository: PersonRepositoryContract) {
        self.repository = repository
    }

    func execute(identifier: Int) async throws(MoviesError) -> Person {
        guard let person = try await repository.getPerson(identifier: identifier, cachePolicy: .localFirst) else {
            throw MoviesError.notFound
        }
        return person
    }
}
