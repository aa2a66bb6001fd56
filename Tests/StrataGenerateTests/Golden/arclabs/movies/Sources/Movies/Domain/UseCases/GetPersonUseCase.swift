import Foundation

/// Gets one Person, reading local data first.
protocol GetPersonUseCaseProtocol: Sendable {
    func execute(id: UUID) async throws -> Person
}

final class GetPersonUseCase {

    // MARK: Private Properties

    private let repository: PersonRepositoryProtocol

    // MARK: Initialization

    init(repository: PersonRepositoryProtocol) {
        self.repository = repository
    }
}

// MARK: - GetPersonUseCaseProtocol

extension GetPersonUseCase: GetPersonUseCaseProtocol {
    func execute(id: UUID) async throws -> Person {
        guard let person = try await repository.getPerson(by: id) else {
            throw MoviesError.notFound
        }
        return person
    }
}
