import Domain
import Foundation

public final class RemotePatientRepository: PatientRepository {
    private let networkClient: NetworkClient
    private let baseURL: URL

    public init(networkClient: NetworkClient, baseURL: URL) {
        self.networkClient = networkClient
        self.baseURL = baseURL
    }

    public func fetchPatient(id: String) async throws -> Patient {
        try await networkClient.get(url: baseURL.appendingPathComponent("patients/\(id)"))
    }

    public func fetchAll() async throws -> [Patient] {
        try await networkClient.get(url: baseURL.appendingPathComponent("patients"))
    }

    public func save(_ patient: Patient) async throws {
        try await networkClient.post(url: baseURL.appendingPathComponent("patients"), body: patient)
    }

    public func delete(id: String) async throws {
        try await networkClient.delete(url: baseURL.appendingPathComponent("patients/\(id)"))
    }

    public func search(name: String) async throws -> [Patient] {
        var components = URLComponents(url: baseURL.appendingPathComponent("patients"), resolvingAgainstBaseURL: false)
        components?.queryItems = [URLQueryItem(name: "name", value: name)]
        guard let url = components?.url else { return [] }
        return try await networkClient.get(url: url)
    }
}
