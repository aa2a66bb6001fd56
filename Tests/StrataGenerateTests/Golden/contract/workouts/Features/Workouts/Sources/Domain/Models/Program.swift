import Foundation

/// A multi-week training plan.
struct Program: Identifiable, Equatable, Sendable {
    let id: Int
    let title: String
    let weeks: Int
    let startDate: Date

    init(
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
