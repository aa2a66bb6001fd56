import Foundation
import SwiftData

@Model
final class NutritionEntryModel {
    @Attribute(.unique) var id: UUID
    var date: Date
    var mealTypeRawValue: String
    var name: String
    var calories: Int
    var proteinGrams: Double
    var carbsGrams: Double
    var fatGrams: Double

    init(
        id: UUID,
        date: Date,
        mealTypeRawValue: String,
        name: String,
        calories: Int,
        proteinGrams: Double,
        carbsGrams: Double,
        fatGrams: Double
    ) {
        self.id = id
        self.date = date
        self.mealTypeRawValue = mealTypeRawValue
        self.name = name
        self.calories = calories
        self.proteinGrams = proteinGrams
        self.carbsGrams = carbsGrams
        self.fatGrams = fatGrams
    }

    static func fromDomain(_ entry: NutritionEntry) -> NutritionEntryModel {
        NutritionEntryModel(
            id: entry.id,
            date: entry.date,
            mealTypeRawValue: entry.mealType.rawValue,
            name: entry.name,
            calories: entry.calories,
            proteinGrams: entry.proteinGrams,
            carbsGrams: entry.carbsGrams,
            fatGrams: entry.fatGrams
        )
    }

    func toDomain() -> NutritionEntry {
        NutritionEntry(
            id: id,
            date: date,
            mealType: MealType(rawValue: mealTypeRawValue) ?? .snack,
            name: name,
            calories: calories,
            proteinGrams: proteinGrams,
            carbsGrams: carbsGrams,
            fatGrams: fatGrams
        )
    }
}
