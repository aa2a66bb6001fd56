import Foundation
import SwiftData

/// Builds the object graph once at launch: one model container, one repository per aggregate,
/// and factories for use cases and view models.
@MainActor
final class DependencyContainer {
    let modelContainer: ModelContainer

    private lazy var workoutRepository: WorkoutRepository = SwiftDataWorkoutRepository(
        modelContext: modelContainer.mainContext
    )
    private lazy var recoveryRepository: RecoveryRepository = SwiftDataRecoveryRepository(
        modelContext: modelContainer.mainContext
    )
    private lazy var nutritionRepository: NutritionRepository = SwiftDataNutritionRepository(
        modelContext: modelContainer.mainContext
    )

    init(inMemory: Bool = false) {
        let schema = Schema([
            WorkoutModel.self,
            ExerciseModel.self,
            NutritionEntryModel.self,
            RecoveryScoreModel.self,
            SleepSession.self,
        ])
        let configuration = ModelConfiguration(schema: schema, isStoredInMemoryOnly: inMemory)
        do {
            modelContainer = try ModelContainer(for: schema, configurations: [configuration])
        } catch {
            fatalError("Could not create the VitalArc model container: \(error)")
        }
    }

    // MARK: - Use Cases

    func makeCreateWorkoutUseCase() -> CreateWorkoutUseCase {
        CreateWorkoutUseCase(repository: workoutRepository)
    }

    func makeFetchRecentWorkoutsUseCase() -> FetchRecentWorkoutsUseCase {
        FetchRecentWorkoutsUseCase(repository: workoutRepository)
    }

    func makeCalculateWeeklyVolumeUseCase() -> CalculateWeeklyVolumeUseCase {
        CalculateWeeklyVolumeUseCase(repository: workoutRepository)
    }

    func makeCalculateRecoveryScoreUseCase() -> CalculateRecoveryScoreUseCase {
        CalculateRecoveryScoreUseCase(
            recoveryRepository: recoveryRepository,
            workoutRepository: workoutRepository
        )
    }

    func makeLogMealUseCase() -> LogMealUseCase {
        LogMealUseCase(repository: nutritionRepository)
    }

    // MARK: - View Models

    func makeWorkoutListViewModel() -> WorkoutListViewModel {
        WorkoutListViewModel(
            fetchRecentWorkouts: makeFetchRecentWorkoutsUseCase(),
            calculateWeeklyVolume: makeCalculateWeeklyVolumeUseCase()
        )
    }
}
