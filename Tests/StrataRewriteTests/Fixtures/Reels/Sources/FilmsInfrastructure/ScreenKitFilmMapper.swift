import FilmsDomain
import Foundation
import ScreenKit

struct ScreenKitFilmMapper {
    func map(_ dto: ScreenKit.Film) -> FilmsDomain.Film {
        FilmsDomain.Film(
            id: dto.id,
            title: dto.title,
            releaseYear: dto.releaseYear
        )
    }
}
