import Foundation

struct HabitRecordMapper {
    func toDomain(_ record: HabitSchemaV2.HabitRecord) -> Habit {
        Habit(id: record.id, name: record.name, createdAt: record.createdAt)
    }

    func toRecord(_ habit: Habit) -> HabitSchemaV2.HabitRecord {
        HabitSchemaV2.HabitRecord(id: habit.id, name: habit.name, createdAt: habit.createdAt)
    }
}
