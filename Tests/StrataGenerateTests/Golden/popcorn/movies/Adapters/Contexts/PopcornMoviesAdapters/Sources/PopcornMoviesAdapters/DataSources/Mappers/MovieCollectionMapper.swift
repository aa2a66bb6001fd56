import Foundation
import MoviesDomain

/// Maps `MovieCollectionDTO` to `MovieCollection` and back.
public struct MovieCollectionMapper: Sendable {
    public init() {}

    public func map(_ dto: MovieCollectionDTO) -> MovieCollection {
        MovieCollection(
            id: dto.id,
            name: dto.name,
            overview: dto.overview,
            posterPath: dto.posterPath
        )
    }

    public func map(_ domain: MovieCollection) -> MovieCollectionDTO {
        MovieCollectionDTO(
            id: domain.id,
            name: domain.name,
            overview: domain.overview,
            posterPath: domain.posterPath
        )
    }
}
