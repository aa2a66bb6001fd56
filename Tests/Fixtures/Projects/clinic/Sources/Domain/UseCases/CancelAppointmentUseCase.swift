import Foundation

public protocol CancelAppointmentUseCaseProtocol: Sendable {
    func execute(appointmentID: String) async throws -> Appointment
}

/// Cancels a scheduled appointment; the clinic's policy refuses cancellations less than two hours
/// before the start.
public struct CancelAppointmentUseCase: CancelAppointmentUseCaseProtocol {
    private static let minimumNotice: TimeInterval = 2 * 3600

    private let appointmentRepository: AppointmentRepository
    private let now: @Sendable () -> Date

    public init(appointmentRepository: AppointmentRepository, now: @escaping @Sendable () -> Date = Date.init) {
        self.appointmentRepository = appointmentRepository
        self.now = now
    }

    public func execute(appointmentID: String) async throws -> Appointment {
        let appointment = try await appointmentRepository.fetchAppointment(id: appointmentID)
        guard appointment.status == .scheduled else {
            throw AppointmentError.notCancellable(appointment.status)
        }
        guard appointment.start.timeIntervalSince(now()) >= Self.minimumNotice else {
            throw AppointmentError.tooLateToCancel
        }

        let cancelled = Appointment(
            id: appointment.id,
            patientID: appointment.patientID,
            doctorID: appointment.doctorID,
            start: appointment.start,
            durationMinutes: appointment.durationMinutes,
            reason: appointment.reason,
            status: .cancelled
        )
        try await appointmentRepository.save(cancelled)
        return cancelled
    }
}
