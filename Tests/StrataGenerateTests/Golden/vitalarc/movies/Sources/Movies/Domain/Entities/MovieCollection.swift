import Foundation

/// Movies released as a series.
struct MovieCollection: Identifiable, Codable, Hashable {
    let id: UUID
    let name: String
    let overview: String?
    let posterPath: URL?

    init(
        id: UUID = UUID(),
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
