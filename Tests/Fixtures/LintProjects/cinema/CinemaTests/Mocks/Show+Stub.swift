import Foundation
@testable import Cinema

extension Show {
    static func stub(
        id: Show.Identifier = "id1",
        title: String = "title1",
        genre: Genre = .drama,
        posterPath: String? = "/1",
        overview: String = "overview1",
        firstAirDate: Date? = nil
    ) -> Self {
        Show(id: id, title: title, genre: genre, posterPath: posterPath, overview: overview, firstAirDate: firstAirDate)
    }
}
