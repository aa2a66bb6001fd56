import Foundation

public struct Customer: Identifiable, Hashable, Sendable {
    public let id: UUID
    public var name: String
    public var email: String
    public var isBlocked: Bool

    public init(id: UUID = UUID(), name: String, email: String, isBlocked: Bool = false) {
        self.id = id
        self.name = name
        self.email = email
        self.isBlocked = isBlocked
    }
}
