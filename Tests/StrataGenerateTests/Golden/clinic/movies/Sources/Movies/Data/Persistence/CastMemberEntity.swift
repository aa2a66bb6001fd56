import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `CastMember`; `cachedAt` says how old the copy is.
@Model
final class CastMemberEntity {
    @Attribute(.unique) var castMemberID: String
    var movieId: String
    var personId: String
    var character: String
    var order: Int
    var cachedAt: Date

    init(
        castMemberID: String,
        movieId: String,
        personId: String,
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
