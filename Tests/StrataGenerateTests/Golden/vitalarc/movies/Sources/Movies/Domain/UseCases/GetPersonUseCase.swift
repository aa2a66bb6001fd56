import Foundation

/// Gets one Person, reading local data first.
final class GetPersonUseCase {
    private let repository: PersonRepository

    init(repository: PersonRepository) {
        self.repository = repository
    }

    func execute(id: UUID) async throws -> Person {
        guard let person = try await repository.fetch(id: id) else {
            throw MoviesError.notFound
        }
        return person
    }
}
