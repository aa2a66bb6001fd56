import Foundation

public protocol CustomerRepository: Sendable {
    func customer(id: UUID) async throws -> Customer?
}
