import Foundation

public protocol BookAppointmentUseCaseProtocol: Sendable {
    func execute(
        patientID: String,
        doctorID: String,
        start: Date,
        durationMinutes: Int,
        reason: String
    ) async throws -> Appointment
}

/// Books a slot when the doctor exists, the start is in the future and no scheduled appointment
/// of that doctor overlaps it.
public struct BookAppointmentUseCase: BookAppointmentUseCaseProtocol {
    private let appointmentRepository: AppointmentRepository
    private let userRepository: UserRepository
    private let now: @Sendable () -> Date

    public init(
        appointmentRepository: AppointmentRepository,
        userRepository: UserRepository,
        now: @escaping @Sendable () -> Date = Date.init
    ) {
        self.appointmentRepository = appointmentRepository
        self.userRepository = userRepository
        self.now = now
    }

    public func execute(
        patientID: String,
        doctorID: String,
        start: Date,
        durationMinutes: Int,
        reason: String
    ) async throws -> Appointment {
        guard start > now() else { throw AppointmentError.startInPast }

        do {
            _ = try await userRepository.fetchUser(id: doctorID)
        } catch RepositoryError.notFound {
            throw AppointmentError.doctorNotFound
        }

        let candidate = Appointment(
            id: UUID().uuidString,
            patientID: patientID,
            doctorID: doctorID,
            start: start,
            durationMinutes: durationMinutes,
            reason: reason,
            status: .scheduled
        )
        let sameDay = try await appointmentRepository.fetchAppointments(
            doctorID: doctorID,
            from: start.addingTimeInterval(-12 * 3600),
            to: candidate.end.addingTimeInterval(12 * 3600)
        )
        let clash = sameDay.contains { $0.status == .scheduled && $0.overlaps(with: candidate) }
        guard !clash else { throw AppointmentError.slotUnavailable }

        try await appointmentRepository.save(candidate)
        return candidate
    }
}
