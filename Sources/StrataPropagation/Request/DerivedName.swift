import Foundation

/// A name for a new type's counterpart, made the way the subject's counterpart is named:
/// `PopcornMoviesMovieEntity` is to `Movie` what `PopcornMoviesCollectionEntity` is to `Collection`.
/// Only the last occurrence of the subject's name is replaced (the context prefix may contain it).
enum DerivedName {
    static func of(_ name: String, subject: String, value: String) -> String? {
        guard let range = name.range(of: subject, options: .backwards) else { return nil }
        return name.replacingCharacters(in: range, with: value)
    }
}
