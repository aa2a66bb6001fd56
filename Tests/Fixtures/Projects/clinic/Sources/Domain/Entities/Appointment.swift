import Foundation

public struct Appointment: Identifiable, Equatable, Sendable, Codable {
    public let id: String
    public let patientID: String
    public let doctorID: String
    public let start: Date
    public let durationMinutes: Int
    public let reason: String
    public let status: AppointmentStatus

    public init(
        id: String,
        patientID: String,
        doctorID: String,
        start: Date,
        durationMinutes: Int,
        reason: String,
        status: AppointmentStatus
    ) {
        self.id = id
        self.patientID = patientID
        self.doctorID = doctorID
        self.start = start
        self.durationMinutes = durationMinutes
        self.reason = reason
        self.status = status
    }

    public var end: Date {
        start.addingTimeInterval(TimeInterval(durationMinutes * 60))
    }

    public func overlaps(with other: Appointment) -> Bool {
        start < other.end && other.start < end
    }
}
