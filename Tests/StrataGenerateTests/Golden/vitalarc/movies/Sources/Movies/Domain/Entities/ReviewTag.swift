import Foundation

enum ReviewTag: String, Codable, Hashable, CaseIterable {
    /// Reveals the plot.
    case spoilers
    case recommended = "must-watch"
}
