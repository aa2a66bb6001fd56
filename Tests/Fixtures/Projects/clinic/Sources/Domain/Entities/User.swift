/// A member of the clinic staff who can see patients.
public struct User: Identifiable, Equatable, Sendable, Codable {
    public let id: String
    public let name: String
    public let email: String
    public let specialty: String?

    public init(id: String, name: String, email: String, specialty: String? = nil) {
        self.id = id
        self.name = name
        self.email = email
        self.specialty = specialty
    }
}
