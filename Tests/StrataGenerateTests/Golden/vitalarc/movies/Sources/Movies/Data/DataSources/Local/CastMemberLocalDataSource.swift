import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol CastMemberLocalDataSource: Sendable {
    func fetchCastMember(id: UUID) async throws -> CastMember?
    func fetchAllCastMembers() async throws -> [CastMember]
    func saveCastMembers(_ castMembers: [CastMember]) async throws
    func deleteCastMember(id: UUID) async throws
}
