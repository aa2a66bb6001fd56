import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of the `Genre` lists (pages, query results): the ids in order under a key;
/// `cachedAt` says how old the list is. The items themselves are `GenreEntity` rows.
@Model
final class GenreStoredListEntity {
    @Attribute(.unique) var key: String
    var ids: [Int]
    var cachedAt: Date

    init(
        key: String,
        ids: [Int],
        cachedAt: Date = .now
    ) {
        self.key = key
        self.ids = ids
        self.cachedAt = cachedAt
    }
}
#endif
