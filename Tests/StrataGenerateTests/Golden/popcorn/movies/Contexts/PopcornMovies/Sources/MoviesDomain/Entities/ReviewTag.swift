import Foundation

public enum ReviewTag: String, Equatable, Sendable {
    /// Reveals the plot.
    case spoilers
    case recommended = "must-watch"
}
