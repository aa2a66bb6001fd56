#if canImport(SwiftUI)
import DesignSystem
import Domain
import SwiftUI

public struct UpcomingAppointmentsView: View {
    @State private var viewModel: UpcomingAppointmentsViewModel

    public init(viewModel: UpcomingAppointmentsViewModel) {
        _viewModel = State(initialValue: viewModel)
    }

    public var body: some View {
        List(viewModel.appointments) { appointment in
            HStack {
                VStack(alignment: .leading, spacing: ClinicSpacing.extraSmall) {
                    Text(appointment.reason)
                    Text(appointment.start, style: .time)
                        .font(.caption)
                        .foregroundStyle(.secondary)
                }
                Spacer()
                StatusBadge("\(appointment.durationMinutes) min", tone: .neutral)
            }
            .swipeActions {
                Button("Cancel", role: .destructive) {
                    Task { await viewModel.cancel(appointment) }
                }
            }
        }
        .navigationTitle("Upcoming")
        .task { await viewModel.load() }
    }
}
#endif
