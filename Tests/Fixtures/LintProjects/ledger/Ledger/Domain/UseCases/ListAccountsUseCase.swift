final class ListAccountsUseCase {
    private let repository: AccountRepository

    init(repository: AccountRepository) {
        self.repository = repository
    }

    /// Checking first, then savings, then credit; by name within a kind.
    func execute() async throws -> [Account] {
        let order = Account.Kind.allCases
        return try await repository.accounts().sorted {
            ($0.kind == $1.kind) ? $0.name < $1.name : order.firstIndex(of: $0.kind)! < order.firstIndex(of: $1.kind)!
        }
    }
}
