import Foundation

/// Maps `GenreDTO` to `Genre` and back.
struct GenreMapper {
    func map(_ dto: GenreDTO) -> Genre {
        Genre(
            id: dto.id,
            name: dto.name
        )
    }

    func map(_ domain: Genre) -> GenreDTO {
        GenreDTO(
            id: domain.id,
            name: domain.name
        )
    }
}
