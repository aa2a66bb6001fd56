import Foundation
import MCP
import StrataMCP
import StrataModel
import Testing

/// add_property and add_usecase go to the installed `ModelEvolutionService`, or say they cannot.
@Suite("MCP model evolution routing")
struct ModelEvolutionTests {
    /// Records what it was asked; answers with a fixed plan.
    final class RecordingService: ModelEvolutionService, @unchecked Sendable {
        private let lock = NSLock()
        private(set) var properties: [AddPropertyArguments] = []
        private(set) var useCases: [AddUseCaseArguments] = []
        var projects: [URL] = []

        func addProperty(_ request: AddPropertyArguments, project: URL) async throws -> ModelEvolutionResult {
            lock.withLock {
                properties.append(request)
                projects.append(project)
            }
            if request.entity == "Missing" {
                throw StrataIssues([StrataIssue(at: SourceLocation(file: "Sources/A.swift", line: 3, column: 7), "no entity `Missing`")])
            }
            return ModelEvolutionResult(written: !request.dryRun, files: [.init(path: "Sources/Chore.swift", action: "update")], diff: "--- a\n+++ b\n")
        }

        func addUseCase(_ request: AddUseCaseArguments, project: URL) async throws -> ModelEvolutionResult {
            lock.withLock { useCases.append(request) }
            return ModelEvolutionResult(written: false, files: [], diff: "", notes: ["nothing to do"])
        }
    }

    @Test func withoutAServiceBothToolsSayTheyAreNotAvailable() async throws {
        let project = try TestProject("evolution-none")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url)
        defer { Task { await harness.stop() } }

        let property = try await harness.failure("add_property", ["entity": "Chore", "properties": [["name": "due", "type": "Date?"]]])
        #expect(property.contains("add_property is not available in this build"), "\(property)")
        let useCase = try await harness.failure("add_usecase", ["name": "ArchiveChore", "repository": "ChoreRepository"])
        #expect(useCase.contains("add_usecase is not available in this build"), "\(useCase)")
    }

    @Test func argumentsReachTheServiceAndResultsComeBack() async throws {
        let project = try TestProject("evolution")
        defer { project.cleanUp() }
        let service = RecordingService()
        let harness = try await MCPHarness.start(project: project.url, modelEvolution: service)
        defer { Task { await harness.stop() } }

        let (text, result) = try await harness.success(
            "add_property",
            [
                "entity": "Chore", "module": "Tasks",
                "properties": [["name": "due", "type": "Date?", "default": "nil", "doc": "When."], ["name": "points", "type": "Int"]],
            ])
        #expect(result["written"] == false)
        #expect(text.contains("update Sources/Chore.swift"))
        let request = try #require(service.properties.first)
        #expect(
            request
                == AddPropertyArguments(
                    entity: "Chore", properties: [.init(name: "due", type: "Date?", defaultValue: "nil", doc: "When."), .init(name: "points", type: "Int")],
                    module: "Tasks", dryRun: true))
        #expect(service.projects.first?.path == project.url.standardizedFileURL.path)

        _ = try await harness.success("add_property", ["entity": "Chore", "properties": [["name": "x", "type": "Int"]], "dryRun": false])
        #expect(service.properties.last?.dryRun == false)
        let failure = try await harness.failure("add_property", ["entity": "Missing", "properties": [["name": "x", "type": "Int"]]])
        #expect(failure.contains("Sources/A.swift:3:7: error: no entity `Missing`"), "\(failure)")

        // The command line's --enum, --struct, --fill and --skip, as structured arguments.
        _ = try await harness.success(
            "add_property",
            [
                "entity": "Chore", "properties": [["name": "status", "type": "ChoreStatus"], ["name": "reward", "type": "Reward?"]],
                "newEnums": [["name": "ChoreStatus", "cases": ["open", "done"]]],
                "newStructs": [["name": "Reward", "fields": [["name": "points", "type": "Int"], ["name": "note", "type": "String?", "default": "nil"]]]],
                "fill": ".open", "skip": ["ChoreDTO"],
            ])
        #expect(
            service.properties.last
                == AddPropertyArguments(
                    entity: "Chore", properties: [.init(name: "status", type: "ChoreStatus"), .init(name: "reward", type: "Reward?")],
                    newEnums: [.init(name: "ChoreStatus", cases: ["open", "done"])],
                    newStructs: [.init(name: "Reward", fields: [.init(name: "points", type: "Int"), .init(name: "note", type: "String?", defaultValue: "nil")])],
                    fill: ".open", skip: ["ChoreDTO"]))
        // An argument the schema does not have is a protocol error naming it and what is allowed.
        let unknownKey = await #expect(throws: (any Error).self) {
            try await harness.success(
                "add_property",
                [
                    "entity": "Chore", "properties": [["name": "x", "type": "Int"]], "newEnums": [["name": "E", "values": ["a"]]],
                ])
        }
        #expect("\(unknownKey.map { "\($0)" } ?? "")".contains("`newEnums[0]`: unknown argument `values`; it takes `cases`, `name`"))

        // `from` (the command line's --from) stands in for `properties`; a file it names stays inside the project.
        _ = try await harness.success("add_property", ["entity": "Chore", "from": "Vendor/SDK.swift:RemoteChore"])
        #expect(service.properties.last == AddPropertyArguments(entity: "Chore", properties: [], from: "Vendor/SDK.swift:RemoteChore"))
        _ = try await harness.success("add_property", ["entity": "Chore", "from": "SDK.RemoteChore", "properties": [["name": "x", "type": "Int"]]])
        #expect(service.properties.last?.from == "SDK.RemoteChore")
        let asked = service.properties.count
        for (outside, reason) in [
            ("../Elsewhere/SDK.swift:RemoteChore", "path has a '..' component, which could leave the project root"),
            ("/etc/SDK.swift", "absolute path outside the project root"),
        ] {
            let refused = try await harness.failure("add_property", ["entity": "Chore", "from": .string(outside)])
            #expect(refused.contains(reason), "\(refused)")
        }
        let neither = await #expect(throws: (any Error).self) { try await harness.success("add_property", ["entity": "Chore"]) }
        #expect("\(neither.map { "\($0)" } ?? "")".contains("or `from` name a reference type"))
        #expect(service.properties.count == asked, "a refused request reached the service")

        let (_, useCase) = try await harness.success("add_usecase", ["name": "ArchiveChore", "repository": "ChoreRepository"])
        #expect(useCase["notes"] == ["nothing to do"])
        #expect(service.useCases == [AddUseCaseArguments(name: "ArchiveChore", repository: "ChoreRepository", dryRun: true)])

        // Other repositories and services reach the service as given.
        _ = try await harness.success(
            "add_usecase",
            [
                "name": "RemindChores", "repository": "ChoreRepository", "repositories": ["HouseholdRepository"], "services": ["ReminderScheduling"],
            ])
        #expect(
            service.useCases.last
                == AddUseCaseArguments(
                    name: "RemindChores", repository: "ChoreRepository", repositories: ["HouseholdRepository"], services: ["ReminderScheduling"], dryRun: true))
        let refused = await #expect(throws: (any Error).self) {
            try await harness.success("add_usecase", ["name": "RemindChores", "repository": "ChoreRepository", "services": "ReminderScheduling"])
        }
        #expect("\(refused.map { "\($0)" } ?? "")".contains("`services` must be an array of strings"))
    }
}

/// The default service: `add_property` through the real pipeline, on a copy of a fixture project.
@Suite("MCP add_property with the pipeline")
struct PipelineModelEvolutionTests {
    @Test func dryRunShowsTheDiffThenAWriteEditsEveryLayerAndAddUseCasePlans() async throws {
        let project = try TestProject("evolution-pipeline", copying: "Projects/vitalarc")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url, modelEvolution: PipelineModelEvolution())
        defer { Task { await harness.stop() } }
        let entity = project.url.appendingPathComponent("VitalArc/Domain/Entities/Workout.swift")
        let before = try String(contentsOf: entity, encoding: .utf8)

        let (preview, planned) = try await harness.success("add_property", ["entity": "Workout", "properties": [["name": "rating", "type": "Double?"]]])
        #expect(planned["written"] == false)
        #expect(preview.contains("+    var rating: Double?") || preview.contains("+    let rating: Double?"), "\(preview)")
        #expect(try String(contentsOf: entity, encoding: .utf8) == before, "a dry run wrote")

        let (_, written) = try await harness.success("add_property", ["entity": "Workout", "properties": [["name": "rating", "type": "Double?"]], "dryRun": false])
        #expect(written["written"] == true)
        #expect(try String(contentsOf: entity, encoding: .utf8).contains("rating: Double?"))

        let failure = try await harness.failure("add_property", ["entity": "Wrkout", "properties": [["name": "rating", "type": "Double?"]]])
        #expect(failure.contains("did you mean `Workout` (VitalArc/Domain/Entities/Workout.swift:4:1)?"), "\(failure)")

        // A new enum and a new value type, planned beside the entity as `--enum` and `--struct` plan them.
        let (typesPreview, typesPlanned) = try await harness.success(
            "add_property",
            [
                "entity": "Workout", "properties": [["name": "mood", "type": "WorkoutMood?"], ["name": "venue", "type": "Venue?"]],
                "newEnums": [["name": "WorkoutMood", "cases": ["tired", "fresh"]]],
                "newStructs": [["name": "Venue", "fields": [["name": "name", "type": "String"], ["name": "indoor", "type": "Bool"]]]],
            ])
        #expect(typesPlanned["written"] == false)
        #expect(typesPreview.contains("create VitalArc/Domain/Entities/WorkoutMood.swift"), "\(typesPreview)")
        #expect(typesPreview.contains("case fresh"), "\(typesPreview)")
        #expect(typesPreview.contains("Venue"), "\(typesPreview)")
        // Bad new types are refused with the argument named, all at once, nothing planned.
        let badTypes = try await harness.failure(
            "add_property",
            [
                "entity": "Workout", "properties": [["name": "mood", "type": "WorkoutMood?"]],
                "newEnums": [["name": "workoutMood", "cases": ["tired"]], ["name": "Mood", "cases": ["a", "a"]], ["name": "Empty", "cases": []]],
                "newStructs": [["name": "Venue", "fields": []]],
            ])
        #expect(badTypes.contains("newEnums[0] `workoutMood`: `workoutMood` is not an UpperCamelCase type name"), "\(badTypes)")
        #expect(badTypes.contains("newEnums[1] `Mood`: a case is listed twice"), "\(badTypes)")
        #expect(badTypes.contains("newEnums[2] `Empty`: no cases"), "\(badTypes)")
        #expect(badTypes.contains("newStructs[0] `Venue`: no fields"), "\(badTypes)")
        // Each property and field is checked from its JSON fields and named by its position there.
        let badProperties = try await harness.failure(
            "add_property",
            [
                "entity": "Workout", "properties": [["name": "rating", "type": "Double?"], ["name": "Score", "type": "Int"], ["name": "tags", "type": "[String"]],
                "newStructs": [["name": "Venue", "fields": [["name": "name", "type": "String"], ["name": "if", "type": "Bool"]]]],
            ])
        #expect(badProperties.contains("properties[1] `Score`: `Score` should start with a lower-case letter"), "\(badProperties)")
        #expect(badProperties.contains("properties[2] `tags`: type `[String`"), "\(badProperties)")
        #expect(badProperties.contains("newStructs[0] `Venue` fields[1] `if`: `if` is a Swift keyword"), "\(badProperties)")
        let useCase = try await harness.failure("add_usecase", ["name": "RefreshWorkout", "repository": "WorkoutRepositry"])
        #expect(useCase.contains("did you mean `WorkoutRepository` (the `repository` argument)?"), "\(useCase)")
        let (useCasePreview, result) = try await harness.success("add_usecase", ["name": "RefreshWorkout", "repository": "WorkoutRepository"])
        #expect(result["written"] == false)
        #expect(useCasePreview.contains("RefreshWorkoutUseCase"), "\(useCasePreview)")
        #expect(!FileManager.default.fileExists(atPath: project.url.appendingPathComponent("VitalArc/Domain/UseCases/RefreshWorkoutUseCase.swift").path))
    }

    /// `from`: every property the vendored SDK type has and the entity lacks, as `--from` plans it.
    @Test func fromAddsWhatAReferenceTypeHasAndTheEntityLacks() async throws {
        let project = try TestProject("evolution-from", copying: "Projects/popcorn")
        defer { project.cleanUp() }
        let harness = try await MCPHarness.start(project: project.url, modelEvolution: PipelineModelEvolution())
        defer { Task { await harness.stop() } }
        let tmdb = "Adapters/Contexts/PopcornMoviesAdapters/Vendor/TMDb/TMDb.swift"
        let (preview, planned) = try await harness.success(
            "add_property",
            [
                "entity": "Movie", "module": "MoviesDomain", "from": .string(tmdb + ":Movie"),
            ])
        #expect(planned["written"] == false)
        for name in ["originalTitle", "originalLanguage", "imdbID", "voteAverage", "voteCount"] {
            #expect(preview.contains(name), "\(name) missing from the plan: \(preview)")
        }
        #expect(!preview.contains("update " + tmdb), "the SDK copy is never edited")
        let missing = try await harness.failure("add_property", ["entity": "Movie", "module": "MoviesDomain", "from": "TMDb.Film"])
        #expect(missing.contains("no type `TMDb.Film`"), "\(missing)")
    }
}
