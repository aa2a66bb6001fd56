import Foundation

protocol RecoveryRepository {
    func save(_ score: RecoveryScore) async throws
    func fetch(id: UUID) async throws -> RecoveryScore?
    func fetchAll() async throws -> [RecoveryScore]
    func delete(_ score: RecoveryScore) async throws

    func fetchLatest() async throws -> RecoveryScore?
}
