import Foundation
import MoviesDomain
import PopcornMoviesAdapters

/// Where fetched values are kept on the device; `cachedAt` tells how old they are.
protocol CastMemberLocalDataSource: Sendable {
    func fetchCastMember(id: Int) async throws -> CastMember?
    func fetchAllCastMembers() async throws -> [CastMember]
    func saveCastMembers(_ castMembers: [CastMember]) async throws
    func deleteCastMember(id: Int) async throws
}
