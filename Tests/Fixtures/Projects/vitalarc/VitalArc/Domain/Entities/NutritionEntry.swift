import Foundation

/// A logged meal or snack with its macronutrients.
struct NutritionEntry: Identifiable, Codable, Hashable {
    let id: UUID
    var date: Date
    var mealType: MealType
    var name: String
    var calories: Int
    var proteinGrams: Double
    var carbsGrams: Double
    var fatGrams: Double

    init(
        id: UUID = UUID(),
        date: Date,
        mealType: MealType,
        name: String,
        calories: Int,
        proteinGrams: Double,
        carbsGrams: Double,
        fatGrams: Double
    ) {
        self.id = id
        self.date = date
        self.mealType = mealType
        self.name = name
        self.calories = calories
        self.proteinGrams = proteinGrams
        self.carbsGrams = carbsGrams
        self.fatGrams = fatGrams
    }
}
