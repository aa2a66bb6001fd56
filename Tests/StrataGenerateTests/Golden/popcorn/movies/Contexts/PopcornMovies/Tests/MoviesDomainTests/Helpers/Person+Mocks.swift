import Foundation
@testable import MoviesDomain

extension Person {
    /// A `Person` with sensible non-nil defaults; override only what a test is about.
    static func mock(
        id: Int = 1,
        name: String = "Test name",
        knownForDepartment: String? = "Test knownForDepartment",
        gender: Gender = .unknown,
        profilePath: URL? = URL(fileURLWithPath: "/profilePath"),
        birthday: Date? = Date(timeIntervalSince1970: 1_700_000_000),
        alsoKnownAs: [String] = ["Test alsoKnownAs"]
    ) -> Person {
        Person(
            id: id,
            name: name,
            knownForDepartment: knownForDepartment,
            gender: gender,
            profilePath: profilePath,
            birthday: birthday,
            alsoKnownAs: alsoKnownAs
        )
    }
}
