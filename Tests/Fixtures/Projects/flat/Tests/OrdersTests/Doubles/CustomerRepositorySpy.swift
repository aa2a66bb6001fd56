import Foundation
import Orders

final class CustomerRepositorySpy: CustomerRepository, @unchecked Sendable {
    var stored: [Customer] = []
    private(set) var requestedIDs: [UUID] = []

    func customer(id: UUID) async throws -> Customer? {
        requestedIDs.append(id)
        return stored.first { $0.id == id }
    }
}
