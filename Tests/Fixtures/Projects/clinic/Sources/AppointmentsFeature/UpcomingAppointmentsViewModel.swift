import Domain
import Foundation
import Observation

@MainActor
@Observable
public final class UpcomingAppointmentsViewModel {
    public private(set) var appointments: [Appointment] = []
    public private(set) var errorMessage: String?

    private let doctorID: String
    private let getUpcomingAppointments: GetUpcomingAppointmentsUseCaseProtocol
    private let cancelAppointment: CancelAppointmentUseCaseProtocol

    public init(
        doctorID: String,
        getUpcomingAppointments: GetUpcomingAppointmentsUseCaseProtocol,
        cancelAppointment: CancelAppointmentUseCaseProtocol
    ) {
        self.doctorID = doctorID
        self.getUpcomingAppointments = getUpcomingAppointments
        self.cancelAppointment = cancelAppointment
    }

    public func load() async {
        do {
            appointments = try await getUpcomingAppointments.execute(doctorID: doctorID, days: 7)
            errorMessage = nil
        } catch {
            errorMessage = "Upcoming appointments could not be loaded."
        }
    }

    public func cancel(_ appointment: Appointment) async {
        do {
            _ = try await cancelAppointment.execute(appointmentID: appointment.id)
            appointments.removeAll { $0.id == appointment.id }
        } catch AppointmentError.tooLateToCancel {
            errorMessage = "Appointments can't be cancelled less than two hours before they start."
        } catch {
            errorMessage = "The appointment could not be cancelled."
        }
    }
}
