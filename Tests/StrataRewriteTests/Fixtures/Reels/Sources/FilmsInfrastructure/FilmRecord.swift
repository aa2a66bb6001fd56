import Foundation

/// A film as the local store keeps it.
final class FilmRecord {
    var filmID: Int
    var title: String
    var releaseYear: Int

    init(filmID: Int, title: String, releaseYear: Int) {
        self.filmID = filmID
        self.title = title
        self.releaseYear = releaseYear
    }
}
