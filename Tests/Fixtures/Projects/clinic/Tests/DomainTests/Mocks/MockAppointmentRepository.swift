import Domain
import Foundation

final class MockAppointmentRepository: AppointmentRepository, @unchecked Sendable {
    var appointments: [Appointment] = []
    var fetchAppointmentsCallCount = 0
    var saveCallCount = 0

    func fetchAppointment(id: String) async throws -> Appointment {
        guard let appointment = appointments.first(where: { $0.id == id }) else {
            throw RepositoryError.notFound
        }
        return appointment
    }

    func fetchAll() async throws -> [Appointment] { appointments }

    func save(_ appointment: Appointment) async throws {
        saveCallCount += 1
        appointments.removeAll { $0.id == appointment.id }
        appointments.append(appointment)
    }

    func delete(id: String) async throws { appointments.removeAll { $0.id == id } }

    func fetchAppointments(doctorID: String, from start: Date, to end: Date) async throws -> [Appointment] {
        fetchAppointmentsCallCount += 1
        return appointments.filter { $0.doctorID == doctorID && $0.start < end && $0.end > start }
    }
}
