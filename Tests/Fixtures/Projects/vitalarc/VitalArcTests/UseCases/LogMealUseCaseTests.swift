import Foundation
import Testing
@testable import VitalArc

@Suite("LogMealUseCase")
struct LogMealUseCaseTests {
    private let repository = MockNutritionRepository()

    @Test func clampsNegativeMacrosToZero() async throws {
        let sut = LogMealUseCase(repository: repository)

        let entry = try await sut.execute(
            name: "Greek yoghurt",
            mealType: .breakfast,
            calories: 180,
            proteinGrams: 17,
            carbsGrams: -2,
            fatGrams: 5
        )

        #expect(entry.carbsGrams == 0)
        #expect(repository.saveCallCount == 1)
    }

    @Test func undoRemovesTheLatestEntryOfTheDay() async throws {
        let morning = Date(timeIntervalSince1970: 1_717_416_000) // 3 June 2024, noon UTC
        let sut = LogMealUseCase(repository: repository)
        _ = try await sut.execute(name: "Oats", mealType: .breakfast, calories: 350, proteinGrams: 12, carbsGrams: 60, fatGrams: 6, date: morning)
        let snack = try await sut.execute(name: "Apple", mealType: .snack, calories: 95, proteinGrams: 0, carbsGrams: 25, fatGrams: 0, date: morning.addingTimeInterval(60))

        try await sut.undoLastEntry(on: morning)

        #expect(repository.deleteCallCount == 1)
        #expect(!repository.entries.contains(snack))
    }
}
