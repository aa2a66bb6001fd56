import Foundation

/// Movies released as a series.
public struct MovieCollection: Identifiable, Equatable, Sendable {
    public let id: Int
    public let name: String
    public let overview: String?
    public let posterPath: URL?

    public init(
        id: Int,
        name: String,
        overview: String? = nil,
        posterPath: URL? = nil
    ) {
        self.id = id
        self.name = name
        self.overview = overview
        self.posterPath = posterPath
    }
}
