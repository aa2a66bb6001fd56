import Foundation

/// Movies released as a series.
struct MovieCollection: Identifiable, Equatable, Sendable {
    let id: String
    let name: String
    let overview: String?
    let posterPath: URL?

    init(
        id: String,
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
