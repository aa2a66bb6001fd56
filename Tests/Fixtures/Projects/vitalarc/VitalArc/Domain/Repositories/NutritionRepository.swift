import Foundation

protocol NutritionRepository {
    func save(_ entry: NutritionEntry) async throws
    func fetch(id: UUID) async throws -> NutritionEntry?
    func fetchAll() async throws -> [NutritionEntry]
    func delete(_ entry: NutritionEntry) async throws

    func fetchEntries(on day: Date) async throws -> [NutritionEntry]
}
