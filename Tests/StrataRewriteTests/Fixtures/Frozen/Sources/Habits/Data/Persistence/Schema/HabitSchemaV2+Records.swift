import Foundation
import SwiftData

extension HabitSchemaV2 {
    @Model
    final class HabitRecord {
        @Attribute(.unique) var id: UUID
        var name: String
        var createdAt: Date
        @Relationship(deleteRule: .cascade, inverse: \CheckInRecord.habit) var checkIns: [CheckInRecord] = []

        init(id: UUID, name: String, createdAt: Date) {
            self.id = id
            self.name = name
            self.createdAt = createdAt
        }
    }

    @Model
    final class CheckInRecord {
        var day: Date
        var habit: HabitRecord?

        init(day: Date) {
            self.day = day
        }
    }
}
