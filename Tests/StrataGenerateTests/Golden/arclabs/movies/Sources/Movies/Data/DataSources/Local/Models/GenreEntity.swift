import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Genre`; `cachedAt` says how old the copy is.
@Model
final class GenreEntity {
    @Attribute(.unique) var genreID: UUID
    var name: String
    var cachedAt: Date

    init(
        genreID: UUID,
        name: String,
        cachedAt: Date = .now
    ) {
        self.genreID = genreID
        self.name = name
        self.cachedAt = cachedAt
    }
}
#endif
