import Foundation
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of the `Genre` lists (pages, query results): the ids in order under a key;
/// `cachedAt` says how old the list is. The items themselves are `GenreModel` rows.
@Model
final class GenreStoredListModel {
    @Attribute(.unique) var key: String
    var ids: [UUID]
    var cachedAt: Date

    init(
        key: String,
        ids: [UUID],
        cachedAt: Date = .now
    ) {
        self.key = key
        self.ids = ids
        self.cachedAt = cachedAt
    }
}
#endif
