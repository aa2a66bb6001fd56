import FilmsDomain
import Foundation

extension Film {
    static func mock(
        id: Int = 7,
        title: String = "The Long Take",
        releaseYear: Int = 1998
    ) -> Film {
        Film(
            id: id,
            title: title,
            releaseYear: releaseYear
        )
    }
}
