import Foundation

public struct Patient: Identifiable, Equatable, Sendable, Codable {
    public let id: String
    public let fullName: String
    public let dateOfBirth: Date
    public let phoneNumber: String
    public let insuranceNumber: String?

    public init(id: String, fullName: String, dateOfBirth: Date, phoneNumber: String, insuranceNumber: String? = nil) {
        self.id = id
        self.fullName = fullName
        self.dateOfBirth = dateOfBirth
        self.phoneNumber = phoneNumber
        self.insuranceNumber = insuranceNumber
    }
}
