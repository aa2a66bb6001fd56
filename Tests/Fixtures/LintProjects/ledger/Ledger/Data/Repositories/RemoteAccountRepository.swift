import CoreData
import Foundation

final class RemoteAccountRepository: AccountRepository {
    private let api: LedgerAPI
    private let context: NSManagedObjectContext

    init(api: LedgerAPI, context: NSManagedObjectContext) {
        self.api = api
        self.context = context
    }

    func accounts() async throws -> [Account] {
        do {
            let dtos: [AccountDTO] = try await api.send("accounts")
            let accounts = dtos.map { $0.toDomain() }
            try await cache(accounts)
            return accounts
        } catch LedgerAPIError.unauthorized {
            throw AccountRepositoryError.sessionExpired
        } catch {
            let cached = try await context.perform { try self.context.fetch(CDAccount.fetchRequest()) as? [CDAccount] ?? [] }
            guard !cached.isEmpty else { throw AccountRepositoryError.unavailable }
            return cached.map { $0.toDomain() }
        }
    }

    func account(id: Account.ID) async throws -> Account? {
        try await accounts().first { $0.id == id }
    }

    func submit(_ transfer: Transfer) async throws -> Transfer {
        let body = try JSONEncoder().encode(TransferDTO(
            id: transfer.id, from: transfer.from, to: transfer.to, amountMinor: NSDecimalNumber(decimal: transfer.amount * 100).intValue,
            bookedAt: nil, rejection: nil))
        do {
            let dto: TransferDTO = try await api.send("transfers", method: "POST", body: body)
            var result = transfer
            result.status = dto.rejection.map { .rejected(reason: $0) } ?? (dto.bookedAt == nil ? .pending : .booked)
            return result
        } catch LedgerAPIError.unauthorized {
            throw AccountRepositoryError.sessionExpired
        } catch {
            throw AccountRepositoryError.unavailable
        }
    }

    private func cache(_ accounts: [Account]) async throws {
        try await context.perform {
            for account in accounts {
                let object = CDAccount(context: self.context)
                object.update(from: account)
            }
            try self.context.save()
        }
    }
}
