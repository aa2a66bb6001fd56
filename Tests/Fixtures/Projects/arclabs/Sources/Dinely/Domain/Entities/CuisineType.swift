import Foundation

enum CuisineType: String, Equatable, Sendable {
    case italian
    case japanese
    case mexican
    case indian
    case french
    case american
    case other
}
