import Foundation
import SwiftData

/// The current store: habits with their creation date, and their check-ins.
enum HabitSchemaV2: VersionedSchema {
    static var versionIdentifier: Schema.Version { Schema.Version(2, 0, 0) }

    static var models: [any PersistentModel.Type] {
        [
            HabitSchemaV2.HabitRecord.self,
            HabitSchemaV2.CheckInRecord.self,
        ]
    }
}
