import Foundation

/// The wire shape of `Person`: what the API sends and receives.
struct PersonDTO: Codable, Equatable, Sendable {
    let id: UUID
    let name: String
    let knownForDepartment: String?
    let gender: String?
    let profilePath: URL?
    let birthday: Date?
    let alsoKnownAs: [String]?

    enum CodingKeys: String, CodingKey {
        case id
        case name
        case knownForDepartment = "known_for_department"
        case gender
        case profilePath = "profile_path"
        case birthday
        case alsoKnownAs = "also_known_as"
    }
}

// MARK: - Domain Mapping

extension PersonDTO {
    func toDomain() -> Person {
        Person(
            id: id,
            name: name,
            knownForDepartment: knownForDepartment,
            gender: gender.flatMap { Gender(rawValue: $0) } ?? .unknown,
            profilePath: profilePath,
            birthday: birthday,
            alsoKnownAs: alsoKnownAs ?? []
        )
    }

    static func fromDomain(_ person: Person) -> PersonDTO {
        PersonDTO(
            id: person.id,
            name: person.name,
            knownForDepartment: person.knownForDepartment,
            gender: person.gender.rawValue,
            profilePath: person.profilePath,
            birthday: person.birthday,
            alsoKnownAs: person.alsoKnownAs
        )
    }
}
