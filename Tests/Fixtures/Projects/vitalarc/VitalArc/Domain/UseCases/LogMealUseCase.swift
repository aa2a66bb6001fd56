import Foundation

final class LogMealUseCase {
    private let repository: NutritionRepository

    init(repository: NutritionRepository) {
        self.repository = repository
    }

    func execute(
        name: String,
        mealType: MealType,
        calories: Int,
        proteinGrams: Double,
        carbsGrams: Double,
        fatGrams: Double,
        date: Date = Date()
    ) async throws -> NutritionEntry {
        let entry = NutritionEntry(
            id: UUID(),
            date: date,
            mealType: mealType,
            name: name,
            calories: max(0, calories),
            proteinGrams: max(0, proteinGrams),
            carbsGrams: max(0, carbsGrams),
            fatGrams: max(0, fatGrams)
        )
        try await repository.save(entry)
        return entry
    }

    func undoLastEntry(on day: Date = Date()) async throws {
        let entries = try await repository.fetchEntries(on: day)
        guard let last = entries.max(by: { $0.date < $1.date }) else { return }
        try await repository.delete(last)
    }
}
