import Foundation
import StrataModel
import Testing

@testable import StrataSpec

@Suite struct ExamplesTests {
    @Test func namesAreSorted() {
        #expect(Examples.names == ["movies", "notifications", "workouts"])
    }

    @Test(arguments: Examples.names)
    func loadsUnderEveryPreset(name: String) throws {
        let text = try Examples.text(named: name)
        for conventions in Presets.all {
            do {
                _ = try SpecLoader(conventions: conventions).load(text: text, file: "\(name).yml")
            } catch {
                Issue.record("\(name) under \(conventions.preset):\n\(error)")
            }
        }
    }

    @Test(arguments: Examples.names)
    func hasASummaryAndNoHardCodedIDs(name: String) throws {
        #expect(Examples.summary(named: name)?.isEmpty == false)
        // Each preset's default id type must apply, so no entity pins one.
        let model = try SpecLoader(conventions: Presets.clinic).load(text: Examples.text(named: name), file: name)
        #expect(model.entities.allSatisfy { $0.idType == .string })
    }

    @Test func unknownNameSuggests() {
        #expect {
            try Examples.text(named: "movie")
        } throws: { error in
            let issue = (error as? StrataIssues)?.issues.first
            return issue?.message == "unknown example `movie`" && issue?.hint == "did you mean `movies`? available: movies, notifications, workouts"
        }
        #expect(Examples.summary(named: "movie") == nil)
    }

    @Test func moviesCoversEveryUseCaseKind() throws {
        let model = try SpecLoader(conventions: Presets.contract).load(text: Examples.text(named: "movies"), file: "movies.yml")
        #expect(Set(model.useCases.map(\.kind)) == Set(UseCaseKind.allCases))
        #expect(model.entities.count >= 5)
        let movie = try #require(model.entity(named: "Movie"))
        let types = Set(movie.properties.map(\.type.swift))
        #expect(types.isSuperset(of: ["URL?", "Date?", "Set<String>", "[String: Double]", "[Genre]"]))
        #expect(model.enumType(named: "MovieStatus")?.cases.contains(EnumCase(name: "inProduction", rawValue: "In Production")) == true)
    }

    @Test func workoutsMatchesSeed000() throws {
        let model = try SpecLoader(conventions: Presets.vitalArc).load(text: Examples.text(named: "workouts"), file: "workouts.yml")
        #expect(
            model.useCases.map(\.name) == [
                "CreateWorkout", "GetWorkout", "UpdateWorkout", "DeleteWorkout", "FetchWorkouts", "FetchRecentWorkouts", "CalculateWeeklyVolume",
            ])
        let workout = try #require(model.entity(named: "Workout"))
        #expect(workout.properties.first { $0.name == "exercises" }?.relationship == .embedded(entity: "Exercise"))
        #expect(workout.properties.first { $0.name == "programId" }?.relationship == .reference(entity: "Program"))
        #expect(model.repository(for: "Workout")?.query(named: "fetchRecent")?.parameters == [Parameter(name: "limit", type: .named("Int"))])
        #expect(model.useCases.last?.returns == .named("Double"))
    }

    @Test func notificationsMatchesSeed000() throws {
        let model = try SpecLoader(conventions: Presets.vitalArc).load(text: Examples.text(named: "notifications"), file: "n.yml")
        #expect(model.enums.map(\.name) == ["NotificationType", "RepeatInterval"])
        #expect(model.repository(for: "ScheduledNotification")?.queries.map(\.name) == ["fetchEnabled", "fetchByType"])
        #expect(Set(model.useCases.map(\.name)).isSuperset(of: ["ScheduleNotification", "CancelNotification", "SyncNotifications"]))
    }
}
