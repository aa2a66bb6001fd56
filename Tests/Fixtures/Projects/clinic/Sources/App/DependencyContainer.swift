import AppointmentsFeature
import Data
import Domain
import Foundation
import PatientsFeature

/// The composition root: the only place that knows which Data implementation backs each
/// Domain protocol.
@MainActor
public final class DependencyContainer {
    private let networkClient: NetworkClient
    private let baseURL: URL

    public lazy var userRepository: UserRepository = RemoteUserRepository(networkClient: networkClient, baseURL: baseURL)
    public lazy var patientRepository: PatientRepository = RemotePatientRepository(networkClient: networkClient, baseURL: baseURL)
    public lazy var appointmentRepository: AppointmentRepository = RemoteAppointmentRepository(
        networkClient: networkClient,
        baseURL: baseURL
    )

    public init(
        baseURL: URL = URL(string: "https://api.northside-clinic.example/v2")!,
        networkClient: NetworkClient = URLSessionNetworkClient()
    ) {
        self.baseURL = baseURL
        self.networkClient = networkClient
    }

    // MARK: - Use cases

    public func makeBookAppointmentUseCase() -> BookAppointmentUseCaseProtocol {
        BookAppointmentUseCase(appointmentRepository: appointmentRepository, userRepository: userRepository)
    }

    public func makeCancelAppointmentUseCase() -> CancelAppointmentUseCaseProtocol {
        CancelAppointmentUseCase(appointmentRepository: appointmentRepository)
    }

    public func makeGetUpcomingAppointmentsUseCase() -> GetUpcomingAppointmentsUseCaseProtocol {
        GetUpcomingAppointmentsUseCase(appointmentRepository: appointmentRepository)
    }

    // MARK: - Feature entry points

    public func makePatientListViewModel() -> PatientListViewModel {
        PatientListViewModel(patientRepository: patientRepository)
    }

    public func makeUpcomingAppointmentsViewModel(doctorID: String) -> UpcomingAppointmentsViewModel {
        UpcomingAppointmentsViewModel(
            doctorID: doctorID,
            getUpcomingAppointments: makeGetUpcomingAppointmentsUseCase(),
            cancelAppointment: makeCancelAppointmentUseCase()
        )
    }
}
