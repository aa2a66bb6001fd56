import Foundation

public struct Movie: Identifiable, Equatable, Sendable {
    public let id: Int
    public let title: String
    public let overview: String
    public let status: MovieStatus?
    public let posterPath: URL?

    public init(
        id: Int,
        title: String,
        overview: String,
        status: MovieStatus? = nil,
        posterPath: URL? = nil
    ) {
        self.id = id
        self.title = title
        self.overview = overview
        self.status = status
        self.posterPath = posterPath
    }
}
