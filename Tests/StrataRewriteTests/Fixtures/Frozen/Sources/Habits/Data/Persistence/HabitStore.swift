import SwiftData

/// Opens the app's store at the current schema version, migrating older stores on the way.
enum HabitStore {
    static func makeContainer(inMemory: Bool = false) throws -> ModelContainer {
        let schema = Schema(versionedSchema: HabitSchemaV2.self)
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: inMemory)
        return try ModelContainer(for: schema, migrationPlan: HabitMigrationPlan.self, configurations: configuration)
    }
}
