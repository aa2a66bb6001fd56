import Foundation

/// Values the fixture protocols pass around.
struct User: Sendable, Equatable, Codable {
    var id: Int
    var name: String
}

struct Token: Sendable, Equatable {
    var value: String
}

/// A typed error with a case the mocks can default to (the contract preset's `.loadFailed()`).
enum UserError: Error, Equatable {
    case loadFailed(reason: String = "")
    case notFound(id: Int)
}

/// A typed error that cannot be made without information: mocks must be told what to throw.
struct ServerError: Error, Equatable {
    var status: Int
}
