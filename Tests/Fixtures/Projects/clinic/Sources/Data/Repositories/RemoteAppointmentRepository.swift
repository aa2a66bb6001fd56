import Domain
import Foundation

public final class RemoteAppointmentRepository: AppointmentRepository {
    private let networkClient: NetworkClient
    private let baseURL: URL

    public init(networkClient: NetworkClient, baseURL: URL) {
        self.networkClient = networkClient
        self.baseURL = baseURL
    }

    public func fetchAppointment(id: String) async throws -> Appointment {
        try await networkClient.get(url: baseURL.appendingPathComponent("appointments/\(id)"))
    }

    public func fetchAll() async throws -> [Appointment] {
        try await networkClient.get(url: baseURL.appendingPathComponent("appointments"))
    }

    public func save(_ appointment: Appointment) async throws {
        try await networkClient.post(url: baseURL.appendingPathComponent("appointments"), body: appointment)
    }

    public func delete(id: String) async throws {
        try await networkClient.delete(url: baseURL.appendingPathComponent("appointments/\(id)"))
    }

    public func fetchAppointments(doctorID: String, from start: Date, to end: Date) async throws -> [Appointment] {
        let formatter = ISO8601DateFormatter()
        var components = URLComponents(
            url: baseURL.appendingPathComponent("doctors/\(doctorID)/appointments"),
            resolvingAgainstBaseURL: false
        )
        components?.queryItems = [
            URLQueryItem(name: "from", value: formatter.string(from: start)),
            URLQueryItem(name: "to", value: formatter.string(from: end)),
        ]
        guard let url = components?.url else { return [] }
        return try await networkClient.get(url: url)
    }
}
