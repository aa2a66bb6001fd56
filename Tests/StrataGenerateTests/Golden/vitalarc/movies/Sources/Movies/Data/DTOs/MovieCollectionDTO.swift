import Foundation

/// The wire shape of `MovieCollection`: what the API sends and receives.
struct MovieCollectionDTO: Codable, Equatable, Sendable {
    let id: UUID
    let name: String
    let overview: String?
    let posterPath: URL?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case overview
        case posterPath = "poster_path"
    }
}

// MARK: - Domain Mapping

extension MovieCollectionDTO {
    func toDomain() -> MovieCollection {
        MovieCollection(
            id: id,
            name: name,
            overview: overview,
            posterPath: posterPath
        )
    }

    static func fromDomain(_ movieCollection: MovieCollection) -> MovieCollectionDTO {
        MovieCollectionDTO(
            id: movieCollection.id,
            name: movieCollection.name,
            overview: movieCollection.overview,
            posterPath: movieCollection.posterPath
        )
    }
}
