import FilmsDomain
import Foundation

struct FilmMapper {
    func map(_ film: FilmsDomain.Film) -> Film {
        Film(
            id: film.id,
            title: film.title,
            releaseYear: film.releaseYear
        )
    }
}
