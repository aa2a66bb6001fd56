import Foundation
import Testing
@testable import Habits

@Suite struct HabitRecordMapperTests {
    @Test func mapsARecordToAHabit() {
        let record = HabitSchemaV2.HabitRecord(id: UUID(), name: "Read", createdAt: Date(timeIntervalSince1970: 1_700_000_000))
        let habit = HabitRecordMapper().toDomain(record)
        #expect(habit.name == "Read")
        #expect(habit.createdAt == record.createdAt)
    }
}
