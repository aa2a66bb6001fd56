import Foundation

public protocol GetUpcomingAppointmentsUseCaseProtocol: Sendable {
    func execute(doctorID: String, days: Int) async throws -> [Appointment]
}

/// The doctor's scheduled appointments from now on, soonest first.
public struct GetUpcomingAppointmentsUseCase: GetUpcomingAppointmentsUseCaseProtocol {
    private let appointmentRepository: AppointmentRepository
    private let now: @Sendable () -> Date

    public init(appointmentRepository: AppointmentRepository, now: @escaping @Sendable () -> Date = Date.init) {
        self.appointmentRepository = appointmentRepository
        self.now = now
    }

    public func execute(doctorID: String, days: Int) async throws -> [Appointment] {
        let start = now()
        let end = start.addingTimeInterval(TimeInterval(max(days, 0)) * 86_400)
        let appointments = try await appointmentRepository.fetchAppointments(doctorID: doctorID, from: start, to: end)
        return appointments
            .filter { $0.status == .scheduled && $0.start >= start }
            .sorted { $0.start < $1.start }
    }
}
