import Domain
import Foundation
import Testing

@Suite("BookAppointmentUseCase")
struct BookAppointmentUseCaseTests {
    let now = Date(timeIntervalSince1970: 1_767_600_000)
    let appointments = MockAppointmentRepository()
    let users = MockUserRepository()

    init() {
        users.users = [User(id: "dr-okafor", name: "Dr. Amara Okafor", email: "a.okafor@northside.example", specialty: "Cardiology")]
    }

    var sut: BookAppointmentUseCase {
        BookAppointmentUseCase(appointmentRepository: appointments, userRepository: users, now: { [now] in now })
    }

    @Test func booksAFreeSlot() async throws {
        let start = now.addingTimeInterval(86_400)

        let appointment = try await sut.execute(
            patientID: "pt-1042",
            doctorID: "dr-okafor",
            start: start,
            durationMinutes: 30,
            reason: "Follow-up ECG"
        )

        #expect(appointment.status == .scheduled)
        #expect(appointments.saveCallCount == 1)
        #expect(users.fetchUserCallCount == 1)
    }

    @Test func refusesAnOverlappingSlot() async throws {
        let start = now.addingTimeInterval(86_400)
        appointments.appointments = [
            Appointment(id: "ap-1", patientID: "pt-7", doctorID: "dr-okafor", start: start.addingTimeInterval(-600), durationMinutes: 30, reason: "Check-up", status: .scheduled),
        ]

        await #expect(throws: AppointmentError.slotUnavailable) {
            _ = try await sut.execute(patientID: "pt-1042", doctorID: "dr-okafor", start: start, durationMinutes: 30, reason: "Follow-up ECG")
        }
        #expect(appointments.saveCallCount == 0)
    }

    @Test func cancelledAppointmentsDoNotBlockTheSlot() async throws {
        let start = now.addingTimeInterval(86_400)
        appointments.appointments = [
            Appointment(id: "ap-1", patientID: "pt-7", doctorID: "dr-okafor", start: start, durationMinutes: 30, reason: "Check-up", status: .cancelled),
        ]

        _ = try await sut.execute(patientID: "pt-1042", doctorID: "dr-okafor", start: start, durationMinutes: 30, reason: "Follow-up ECG")

        #expect(appointments.saveCallCount == 1)
    }

    @Test func refusesUnknownDoctor() async {
        await #expect(throws: AppointmentError.doctorNotFound) {
            _ = try await sut.execute(patientID: "pt-1042", doctorID: "dr-nobody", start: now.addingTimeInterval(3600), durationMinutes: 15, reason: "Consult")
        }
    }

    @Test func refusesAStartInThePast() async {
        await #expect(throws: AppointmentError.startInPast) {
            _ = try await sut.execute(patientID: "pt-1042", doctorID: "dr-okafor", start: now.addingTimeInterval(-60), durationMinutes: 15, reason: "Consult")
        }
    }
}
