import Foundation
import SwiftData

/// The store as the first release shipped it. Frozen: never edit a shipped version.
enum HabitSchemaV1: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
    static var models: [any PersistentModel.Type] { [HabitSchemaV1.HabitRecord.self] }

    @Model
    final class HabitRecord {
        @Attribute(.unique) var id: UUID
        var name: String

        init(id: UUID, name: String) {
            self.id = id
            self.name = name
        }
    }
}
