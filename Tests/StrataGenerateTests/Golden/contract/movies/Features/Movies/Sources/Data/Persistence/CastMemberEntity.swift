import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `CastMember`; `cachedAt` says how old the copy is.
@Model
final class CastMemberEntity {
    @Attribute(.unique) var castMemberID: Int
    var movieId: Int
    var personId: Int
    var character: String
    var order: Int
    var cachedAt: Date

    init(
        castMemberID: Int,
        movieId: Int,
        personId: Int,
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
