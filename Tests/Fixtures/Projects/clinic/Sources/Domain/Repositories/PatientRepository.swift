public protocol PatientRepository: Sendable {
    func fetchPatient(id: String) async throws -> Patient
    func fetchAll() async throws -> [Patient]
    func save(_ patient: Patient) async throws
    func delete(id: String) async throws
    func search(name: String) async throws -> [Patient]
}
