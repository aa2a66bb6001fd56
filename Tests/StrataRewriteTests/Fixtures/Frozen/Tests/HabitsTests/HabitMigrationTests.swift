import Foundation
import SwiftData
import Testing
@testable import Habits

/// Opens a store written by the first release with the current plan.
@Suite struct HabitMigrationTests {
    @Test func versionOneRecordsReachVersionTwo() throws {
        let old = HabitSchemaV1.HabitRecord(id: UUID(), name: "Read")
        let schemas = HabitMigrationPlan.schemas.map { $0.versionIdentifier }
        #expect(schemas.first == HabitSchemaV1.versionIdentifier)
        #expect(schemas.last == HabitSchemaV2.versionIdentifier)
        #expect(old.name == "Read")
    }
}
