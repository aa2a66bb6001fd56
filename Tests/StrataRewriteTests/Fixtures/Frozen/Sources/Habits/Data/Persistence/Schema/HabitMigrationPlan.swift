import SwiftData

enum HabitMigrationPlan: SchemaMigrationPlan {
    static var schemas: [any VersionedSchema.Type] {
        [
            HabitSchemaV1.self,
            HabitSchemaV2.self,
        ]
    }

    static var stages: [MigrationStage] {
        [migrateV1toV2]
    }

    /// `createdAt` arrived in version 2 with a value for the rows already saved.
    static let migrateV1toV2 = MigrationStage.lightweight(fromVersion: HabitSchemaV1.self, toVersion: HabitSchemaV2.self)
}
