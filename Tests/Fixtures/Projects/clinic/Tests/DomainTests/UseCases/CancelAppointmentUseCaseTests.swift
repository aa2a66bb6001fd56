import Domain
import Foundation
import Testing

@Suite("CancelAppointmentUseCase")
struct CancelAppointmentUseCaseTests {
    let now = Date(timeIntervalSince1970: 1_767_600_000)
    let appointments = MockAppointmentRepository()

    var sut: CancelAppointmentUseCase {
        CancelAppointmentUseCase(appointmentRepository: appointments, now: { [now] in now })
    }

    func scheduled(startingIn interval: TimeInterval) -> Appointment {
        Appointment(id: "ap-9", patientID: "pt-3", doctorID: "dr-okafor", start: now.addingTimeInterval(interval), durationMinutes: 20, reason: "Blood pressure review", status: .scheduled)
    }

    @Test func cancelsWithEnoughNotice() async throws {
        appointments.appointments = [scheduled(startingIn: 3 * 3600)]

        let cancelled = try await sut.execute(appointmentID: "ap-9")

        #expect(cancelled.status == .cancelled)
        #expect(appointments.appointments.first?.status == .cancelled)
    }

    @Test func refusesLessThanTwoHoursBefore() async {
        appointments.appointments = [scheduled(startingIn: 90 * 60)]

        await #expect(throws: AppointmentError.tooLateToCancel) {
            _ = try await sut.execute(appointmentID: "ap-9")
        }
    }

    @Test func refusesCompletedAppointments() async {
        let completed = Appointment(id: "ap-9", patientID: "pt-3", doctorID: "dr-okafor", start: now.addingTimeInterval(-86_400), durationMinutes: 20, reason: "Blood pressure review", status: .completed)
        appointments.appointments = [completed]

        await #expect(throws: AppointmentError.notCancellable(.completed)) {
            _ = try await sut.execute(appointmentID: "ap-9")
        }
    }
}
