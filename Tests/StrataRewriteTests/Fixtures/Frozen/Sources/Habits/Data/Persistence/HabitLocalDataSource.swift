import Foundation
import SwiftData

@MainActor
final class HabitLocalDataSource {
    private let context: ModelContext
    private let mapper = HabitRecordMapper()

    init(context: ModelContext) {
        self.context = context
    }

    func habits() throws -> [Habit] {
        let descriptor = FetchDescriptor<HabitSchemaV2.HabitRecord>(sortBy: [SortDescriptor(\.createdAt)])
        return try context.fetch(descriptor).map(mapper.toDomain)
    }

    func save(_ habit: Habit) throws {
        context.insert(mapper.toRecord(habit))
        try context.save()
    }
}
