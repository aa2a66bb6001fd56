import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `CastMember`; `cachedAt` says how old the copy is.
@Model
final class CastMemberModel {
    @Attribute(.unique) var castMemberID: UUID
    var movieId: UUID
    var personId: UUID
    var character: String
    var order: Int
    var cachedAt: Date

    init(
        castMemberID: UUID,
        movieId: UUID,
        personId: UUID,
        character: String,
        order: Int,
        cachedAt: Date = .now
    ) {
        self.castMemberID = castMemberID
        self.movieId = movieId
        self.personId = personId
        self.character = character
        self.order = order
        self.cachedAt = cachedAt
    }
}
#endif
