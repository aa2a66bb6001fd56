import Foundation
import MoviesDomain
import PopcornMoviesAdapters
#if canImport(SwiftData)
import SwiftData

/// SwiftData storage of `Person`; `cachedAt` says how old the copy is.
@Model
final class PopcornMoviesPersonEntity {
    @Attribute(.unique) var personID: Int
    var name: String
    var knownForDepartment: String?
    var gender: String?
    var profilePath: URL?
    var birthday: Date?
    var alsoKnownAs: [String]
    var cachedAt: Date

    init(
        personID: Int,
        name: String,
        knownForDepartment: String? = nil,
        gender: String? = nil,
        profilePath: URL? = nil,
        birthday: Date? = nil,
        alsoKnownAs: [String],
        cachedAt: Date = .now
    ) {
        self.personID = personID
        self.name = name
        self.knownForDepartment = knownForDepartment
        self.gender = gender
        self.profilePath = profilePath
        self.birthday = birthday
        self.alsoKnownAs = alsoKnownAs
        self.cachedAt = cachedAt
    }
}
#endif
