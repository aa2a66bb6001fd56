import Foundation

final class LoadAccountsUseCase: Sendable {
    private let repository: any AccountRepository

    init(repository: any AccountRepository) {
        self.repository = repository
    }

    /// Accounts sorted by name, the way the overview lists them.
    func execute() async throws -> [Account] {
        try await repository.fetchAll().sorted { $0.displayName < $1.displayName }
    }
}
