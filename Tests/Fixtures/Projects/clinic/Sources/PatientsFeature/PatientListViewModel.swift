import Domain
import Foundation
import Observation

/// Plain list and search over patients: no business rule, so the view model talks to the
/// repository directly.
@MainActor
@Observable
public final class PatientListViewModel {
    public private(set) var patients: [Patient] = []
    public private(set) var errorMessage: String?
    public var searchText = ""

    private let patientRepository: PatientRepository

    public init(patientRepository: PatientRepository) {
        self.patientRepository = patientRepository
    }

    public func load() async {
        do {
            let query = searchText.trimmingCharacters(in: .whitespaces)
            patients = query.isEmpty
                ? try await patientRepository.fetchAll()
                : try await patientRepository.search(name: query)
            patients.sort { $0.fullName < $1.fullName }
            errorMessage = nil
        } catch {
            errorMessage = "Patients could not be loaded."
        }
    }
}
