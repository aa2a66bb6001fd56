#if canImport(SwiftUI)
import DesignSystem
import Domain
import SwiftUI

public struct PatientListView: View {
    @State private var viewModel: PatientListViewModel

    public init(viewModel: PatientListViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        List(viewModel.patients) { patient in
            VStack(alignment: .leading, spacing: ClinicSpacing.extraSmall) {
                Text(patient.fullName)
                    .font(.body.weight(.medium))
                Text(patient.dateOfBirth, format: .dateTime.day().month().year())
                    .font(.caption)
                    .foregroundStyle(.secondary)
            }
        }
        .searchable(text: $viewModel.searchText)
        .onSubmit(of: .search) { Task { await viewModel.load() } }
        .navigationTitle("Patients")
        .task { await viewModel.load() }
    }
}
#endif
