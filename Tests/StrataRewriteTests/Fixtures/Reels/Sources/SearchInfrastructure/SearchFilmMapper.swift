import Foundation
import SearchDomain

struct SearchFilmMapper {
    func map(_ dto: SearchFilmDTO) -> Film {
        Film(id: dto.id, title: dto.title)
    }
}
