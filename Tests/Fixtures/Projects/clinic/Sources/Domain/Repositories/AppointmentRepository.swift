import Foundation

public protocol AppointmentRepository: Sendable {
    func fetchAppointment(id: String) async throws -> Appointment
    func fetchAll() async throws -> [Appointment]
    func save(_ appointment: Appointment) async throws
    func delete(id: String) async throws
    func fetchAppointments(doctorID: String, from start: Date, to end: Date) async throws -> [Appointment]
}
