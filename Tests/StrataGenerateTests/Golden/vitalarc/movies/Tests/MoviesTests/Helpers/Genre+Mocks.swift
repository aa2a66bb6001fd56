import Foundation
@testable import Movies

extension Genre {
    /// A `Genre` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: UUID = UUID(),
        name: String = "Test name"
    ) -> Genre {
        Genre(
            id: id,
            name: name
        )
    }
}
