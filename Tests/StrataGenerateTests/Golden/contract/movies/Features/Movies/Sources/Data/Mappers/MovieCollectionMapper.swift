import Foundation

/// Maps `MovieCollectionDTO` to `MovieCollection` and back.
struct MovieCollectionMapper {
    func map(_ dto: MovieCollectionDTO) -> MovieCollection {
        MovieCollection(
            id: dto.id,
            name: dto.name,
            overview: dto.overview,
            posterPath: dto.posterPath
        )
    }

    func map(_ domain: MovieCollection) -> MovieCollectionDTO {
        MovieCollectionDTO(
            id: domain.id,
            name: domain.name,
            overview: domain.overview,
            posterPath: domain.posterPath
        )
    }
}
