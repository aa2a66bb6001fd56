import Foundation

/// The wire shape of `Genre`: what the API sends and receives.
struct GenreDTO: Codable, Equatable, Sendable {
    let id: String
    let name: String

    enum CodingKeys: String, CodingKey {
        case id
        case name
    }
}

// MARK: - Domain Mapping

extension GenreDTO {
    func toDomain() -> Genre {
        Genre(
            id: id,
            name: name
        )
    }

    static func fromDomain(_ genre: Genre) -> GenreDTO {
        GenreDTO(
            id: genre.id,
            name: genre.name
        )
    }
}
