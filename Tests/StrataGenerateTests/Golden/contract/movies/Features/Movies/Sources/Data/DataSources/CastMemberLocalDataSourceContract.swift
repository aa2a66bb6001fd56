import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol CastMemberLocalDataSourceContract: Sendable {
    func fetchCastMember(id: Int) async throws -> CastMember?
    func fetchAllCastMembers() async throws -> [CastMember]
    func saveCastMembers(_ castMembers: [CastMember]) async throws
    func deleteCastMember(id: Int) async throws
}
