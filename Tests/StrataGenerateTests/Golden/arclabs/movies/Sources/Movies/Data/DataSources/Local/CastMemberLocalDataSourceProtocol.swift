import Foundation

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
/// Pages and query results are stored lists: ids in order under a key (`page:2`), read back through
/// the stored items (`nil` when no list is stored or it is too old; deleted items drop out).
protocol CastMemberLocalDataSourceProtocol: Sendable {
    func fetchCastMember(id: UUID) async throws -> CastMember?
    func fetchAllCastMembers() async throws -> [CastMember]
    func saveCastMembers(_ castMembers: [CastMember]) async throws
    func deleteCastMember(id: UUID) async throws
    func fetchCastMemberList(key: String) async throws -> [CastMember]?
    func saveCastMemberList(_ castMembers: [CastMember], key: String) async throws
    func deleteCastMemberLists() async throws
}
