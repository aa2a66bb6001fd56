import Foundation
#if canImport(SwiftData)

/// Maps `PersonEntity` to `Person`, creates one from a `Person`, and updates a stored one in place.
struct PersonEntityMapper {
    func map(_ entity: PersonEntity) -> Person {
        Person(
            id: entity.personID,
            name: entity.name,
            knownForDepartment: entity.knownForDepartment,
            gender: entity.gender.flatMap { Gender(rawValue: $0) } ?? .unknown,
            profilePath: entity.profilePath,
            birthday: entity.birthday,
            alsoKnownAs: entity.alsoKnownAs
        )
    }

    func map(_ domain: Person) -> PersonEntity {
        PersonEntity(
            personID: domain.id,
            name: domain.name,
            knownForDepartment: domain.knownForDepartment,
            gender: domain.gender.rawValue,
            profilePath: domain.profilePath,
            birthday: domain.birthday,
            alsoKnownAs: domain.alsoKnownAs
        )
    }

    /// Copies every field into a stored model and refreshes `cachedAt`.
    func map(_ domain: Person, to entity: PersonEntity) {
        entity.name = domain.name
        entity.knownForDepartment = domain.knownForDepartment
        entity.gender = domain.gender.rawValue
        entity.profilePath = domain.profilePath
        entity.birthday = domain.birthday
        entity.alsoKnownAs = domain.alsoKnownAs
        entity.cachedAt = .now
    }
}
#endif
