import Foundation

/// Business rule violations raised by use cases before any data access.
enum ValidationError: Error, Equatable {
    case emptyName
    case nameTooLong(maxLength: Int)
    case queryTooShort(minLength: Int)
}
