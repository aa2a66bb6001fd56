import Foundation

enum ReviewTag: String, Equatable, Sendable {
    /// Reveals the plot.
    case spoilers
    case recommended = "must-watch"
}
