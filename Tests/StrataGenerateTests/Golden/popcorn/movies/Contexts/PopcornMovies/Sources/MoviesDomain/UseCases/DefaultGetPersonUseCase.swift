import Foundation

/// Gets one Person, reading local data first.
public protocol GetPersonUseCase: Sendable {
    func execute(id: Int) async throws(MoviesError) -> Person
}

public final class DefaultGetPersonUseCase: GetPersonUseCase {
    private let repository: PersonRepository

    public init(repository: PersonRepository) {
        self.repository = repository
    }

    public func execute(id: Int) async throws(MoviesError) -> Person {
        guard let person = try await repository.fetch(id: id) else {
            throw MoviesError.notFound
        }
        return person
    }
}
