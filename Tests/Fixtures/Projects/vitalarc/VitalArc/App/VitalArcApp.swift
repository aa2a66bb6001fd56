import SwiftData
import SwiftUI

@main
struct VitalArcApp: App {
    private let container = DependencyContainer()

    var body: some Scene {
        WindowGroup {
            NavigationStack {
                WorkoutListView(viewModel: container.makeWorkoutListViewModel())
            }
        }
        .modelContainer(container.modelContainer)
    }
}
