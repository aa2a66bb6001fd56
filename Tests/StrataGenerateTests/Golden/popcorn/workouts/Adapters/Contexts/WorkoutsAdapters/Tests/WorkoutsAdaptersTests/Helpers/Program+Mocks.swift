import Foundation
@testable import WorkoutsAdapters
@testable import WorkoutsDomain

extension Program {
    /// A `Program` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        title: String = "Test title",
        weeks: Int = 1,
        startDate: Date = Date(timeIntervalSince1970: 1_700_000_000)
    ) -> Program {
        Program(
            id: id,
            title: title,
            weeks: weeks,
            startDate: startDate
        )
    }
}
