import Foundation

/// What the screens show of a film.
public struct Film: Equatable, Sendable {
    public let id: Int
    public let title: String
    public let releaseYear: Int

    public init(id: Int, title: String, releaseYear: Int) {
        self.id = id
        self.title = title
        self.releaseYear = releaseYear
    }
}
