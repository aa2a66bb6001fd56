import Foundation
import MoviesDomain

/// Maps `PersonDTO` to `Person` and back.
public struct PersonMapper: Sendable {
    public init() {}

    public func map(_ dto: PersonDTO) -> Person {
        Person(
            id: dto.id,
            name: dto.name,
            knownForDepartment: dto.knownForDepartment,
            gender: dto.gender.flatMap { Gender(rawValue: $0) } ?? .unknown,
            profilePath: dto.profilePath,
            birthday: dto.birthday,
            alsoKnownAs: dto.alsoKnownAs ?? []
        )
    }

    public func map(_ domain: Person) -> PersonDTO {
        PersonDTO(
            id: domain.id,
            name: domain.name,
            knownForDepartment: domain.knownForDepartment,
            gender: domain.gender.rawValue,
            profilePath: domain.profilePath,
            birthday: domain.birthday,
            alsoKnownAs: domain.alsoKnownAs
        )
    }
}
