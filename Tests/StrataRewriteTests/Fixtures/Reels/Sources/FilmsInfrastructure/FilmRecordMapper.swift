import FilmsDomain
import Foundation

struct FilmRecordMapper {
    func map(_ record: FilmRecord) -> Film {
        Film(
            id: record.filmID,
            title: record.title,
            releaseYear: record.releaseYear
        )
    }

    func map(_ film: Film) -> FilmRecord {
        FilmRecord(
            filmID: film.id,
            title: film.title,
            releaseYear: film.releaseYear
        )
    }
}
