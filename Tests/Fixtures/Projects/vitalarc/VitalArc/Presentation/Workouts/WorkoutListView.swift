import SwiftUI

struct WorkoutListView: View {
    @State var viewModel: WorkoutListViewModel

    var body: some View {
        List {
            Section("This week") {
                LabeledContent("Volume", value: viewModel.weeklyVolume, format: .number.precision(.fractionLength(0)))
            }
            Section("Recent") {
                ForEach(viewModel.workouts) { workout in
                    VStack(alignment: .leading, spacing: 4) {
                        Text(workout.name)
                            .font(.headline)
                        Text(workout.date, style: .date)
                            .font(.subheadline)
                            .foregroundStyle(.secondary)
                    }
                }
            }
        }
        .navigationTitle("Workouts")
        .overlay {
            if let message = viewModel.errorMessage {
                ContentUnavailableView("No workouts", systemImage: "figure.run", description: Text(message))
            }
        }
        .refreshable { await viewModel.load() }
        .task { await viewModel.load() }
    }
}
