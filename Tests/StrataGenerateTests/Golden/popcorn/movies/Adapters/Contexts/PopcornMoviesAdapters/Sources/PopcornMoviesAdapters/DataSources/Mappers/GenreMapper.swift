import Foundation
import MoviesDomain

/// Maps `GenreDTO` to `Genre` and back.
public struct GenreMapper: Sendable {
    public init() {}

    public func map(_ dto: GenreDTO) -> Genre {
        Genre(
            id: dto.id,
            name: dto.name
        )
    }

    public func map(_ domain: Genre) -> GenreDTO {
        GenreDTO(
            id: domain.id,
            name: domain.name
        )
    }
}
