import Foundation

/// A multi-week training plan.
public struct Program: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let weeks: Int
    public let startDate: Date

    public init(
        id: Int,
        title: String,
        weeks: Int,
        startDate: Date
    ) {
        self.id = id
        self.title = title
        self.weeks = weeks
        self.startDate = startDate
    }
}
