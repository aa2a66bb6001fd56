import Foundation

/// A film in the catalogue.
public struct Film: Equatable, Sendable {
    /// The catalogue identifier.
    public let id: Int

    /// The title shown in lists.
    public let title: String

    /// The year of the first release.
    public let releaseYear: Int

    /// Creates a film.
    ///
    /// - Parameters:
    ///   - id: The catalogue identifier.
    ///   - title: The title shown in lists.
    ///   - releaseYear: The year of the first release.
    public init(id: Int, title: String, releaseYear: Int) {
        self.id = id
        self.title = title
        self.releaseYear = releaseYear
    }
}
