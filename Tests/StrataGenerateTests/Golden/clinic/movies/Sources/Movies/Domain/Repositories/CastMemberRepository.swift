import Foundation

/// Data access for `CastMember`; implemented in the Data layer.
protocol CastMemberRepository: Sendable {
    /// The cast of one movie, in billing order.
    func fetchCast(movie: Movie) async throws -> [CastMember]
}
