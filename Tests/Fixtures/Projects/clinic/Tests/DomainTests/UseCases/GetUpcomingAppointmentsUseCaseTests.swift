import Domain
import Foundation
import Testing

@Suite("GetUpcomingAppointmentsUseCase")
struct GetUpcomingAppointmentsUseCaseTests {
    let now = Date(timeIntervalSince1970: 1_767_600_000)
    let appointments = MockAppointmentRepository()

    @Test func returnsScheduledAppointmentsSoonestFirst() async throws {
        appointments.appointments = [
            Appointment(id: "late", patientID: "pt-1", doctorID: "dr-okafor", start: now.addingTimeInterval(2 * 86_400), durationMinutes: 30, reason: "Consult", status: .scheduled),
            Appointment(id: "soon", patientID: "pt-2", doctorID: "dr-okafor", start: now.addingTimeInterval(3600), durationMinutes: 30, reason: "Consult", status: .scheduled),
            Appointment(id: "cancelled", patientID: "pt-3", doctorID: "dr-okafor", start: now.addingTimeInterval(7200), durationMinutes: 30, reason: "Consult", status: .cancelled),
            Appointment(id: "other-doctor", patientID: "pt-4", doctorID: "dr-lind", start: now.addingTimeInterval(3600), durationMinutes: 30, reason: "Consult", status: .scheduled),
        ]
        let sut = GetUpcomingAppointmentsUseCase(appointmentRepository: appointments, now: { [now] in now })

        let upcoming = try await sut.execute(doctorID: "dr-okafor", days: 7)

        #expect(upcoming.map(\.id) == ["soon", "late"])
        #expect(appointments.fetchAppointmentsCallCount == 1)
    }
}
