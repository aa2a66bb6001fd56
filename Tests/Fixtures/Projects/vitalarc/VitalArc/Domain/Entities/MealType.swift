import Foundation

/// When in the day a nutrition entry was eaten.
enum MealType: String, Codable, Hashable, CaseIterable {
    case breakfast
    case lunch
    case dinner
    case snack
}
