public enum AppointmentStatus: String, Equatable, Sendable, Codable {
    case scheduled
    case checkedIn
    case completed
    case cancelled
    case noShow
}
