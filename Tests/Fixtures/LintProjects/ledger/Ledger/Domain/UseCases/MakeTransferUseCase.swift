import Foundation

final class MakeTransferUseCase {
    enum Failure: Error, Equatable {
        case sameAccount
        case insufficientFunds
        case notPositive
    }

    private let repository: AccountRepository
    private let now: () -> Date

    init(repository: AccountRepository, now: @escaping () -> Date = Date.init) {
        self.repository = repository
        self.now = now
    }

    func execute(from: Account, to: Account, amount: Decimal) async throws -> Transfer {
        guard from.id != to.id else { throw Failure.sameAccount }
        guard amount > 0 else { throw Failure.notPositive }
        guard from.kind == .credit || from.balance >= amount else { throw Failure.insufficientFunds }
        let transfer = Transfer(id: UUID(), from: from.id, to: to.id, amount: amount, date: now(), status: .pending)
        return try await repository.submit(transfer)
    }
}
