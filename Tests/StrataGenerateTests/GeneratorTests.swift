import Foundation
import StrataModel
import Testing

@testable import StrataGenerate

/// Shared across tests: loading templates reads bundle resources once.
let sharedTemplates: TemplateLibrary = {
    do { return try TemplateLibrary() } catch { fatalError("built-in templates do not load: \(error)") }
}()

func generate(_ model: DomainModel, _ conventions: Conventions, options: GenerationOptions = GenerationOptions()) async throws -> [String: String] {
    let result = try await Generator(conventions: conventions, templates: sharedTemplates).generate(model, options: options)
    return Dictionary(uniqueKeysWithValues: result.files.map { ($0.path, $0.contents) })
}

@Suite("Generator")
struct GeneratorTests {
    @Test("Every preset generates files that parse", arguments: Presets.names)
    func everyPresetParses(preset: String) async throws {
        let conventions = try #require(Presets.named(preset))
        let files = try await generate(Fixtures.workouts(idType: conventions.defaultIDType), conventions)
        #expect(files.count > 20)
        for (path, contents) in files where path.hasSuffix(".swift") {
            #expect(Verifier().verify(contents, path: path).filter { $0.severity == .error }.isEmpty)
            #expect(contents.hasSuffix("\n") && !contents.hasSuffix("\n\n"), "\(path) should end with exactly one newline")
            #expect(!contents.contains(" \n"), "\(path) has trailing spaces")
        }
    }

    @Test("An entity that conforms to nothing (a project whose entities declare no conformances) is `struct X {`, which parses")
    func entityWithoutConformances() async throws {
        var conventions = Presets.vitalArc
        conventions.entityConformances = []
        let files = try await generate(Fixtures.workouts(), conventions)
        let entity = try #require(files["Sources/Workouts/Domain/Entities/Workout.swift"])
        #expect(entity.contains("struct Workout {\n"), "\(entity)")
        #expect(Verifier().verify(entity, path: "Workout.swift").filter { $0.severity == .error }.isEmpty)
    }

    @Test("A nil doc in a nested section does not inherit the parent's doc")
    func nestedDocsDoNotLeak() async throws {
        let files = try await generate(Fixtures.workouts(), Presets.vitalArc)
        let entity = try #require(files["Sources/Workouts/Domain/Entities/Workout.swift"])
        #expect(entity.components(separatedBy: "/// A training session.").count == 2, "entity doc must appear exactly once")
        #expect(entity.contains("    /// Shown in lists.\n    var name: String") || entity.contains("    /// Shown in lists.\n    let name: String"))
    }

    @Test("Use case kinds are wired to the repository, with the implied cache policy")
    func useCaseBodies() async throws {
        let files = try await generate(Fixtures.workouts(idType: .int), Presets.contract)
        let root = "Features/Workouts/Sources/Domain/UseCases/"
        let get = try #require(files[root + "GetWorkoutUseCase.swift"])
        #expect(get.contains("try await repository.getWorkout(identifier: identifier, cachePolicy: .localFirst)"))
        #expect(get.contains("throw WorkoutsError.notFound"))
        let refresh = try #require(files[root + "RefreshWorkoutsPageUseCase.swift"])
        #expect(refresh.contains("cachePolicy: .remoteFirst"))
        let search = try #require(files[root + "SearchWorkoutsPageUseCase.swift"])
        #expect(search.contains("return try await repository.searchWorkoutsPage(query: query, page: page)"))
        let create = try #require(files[root + "CreateWorkoutUseCase.swift"])
        #expect(create.contains("try await repository.saveWorkout(workout)"))
        let custom = try #require(files[root + "FetchRecentWorkoutsUseCase.swift"])
        #expect(custom.contains("return try await repository.fetchRecent(limit: limit)"))
        let calculate = try #require(files[root + "CalculateWeeklyVolumeUseCase.swift"])
        #expect(calculate.contains("// TODO(business rule): Sum of sets × reps × weight over the week starting at weekStart."))
        #expect(calculate.contains("throw WorkoutsError.notImplemented(\"CalculateWeeklyVolume\")"))
        #expect(get.contains("protocol GetWorkoutUseCaseContract: Sendable"))
        #expect(get.contains("async throws(WorkoutsError) -> Workout"))
    }

    @Test("The lightweight style drops pass-through use cases and exposes repositories")
    func lightweight() async throws {
        var conventions = Presets.vitalArc
        conventions.lightweightCRUD = true
        let files = try await generate(Fixtures.workouts(), conventions)
        #expect(files.keys.contains { $0.hasSuffix("CalculateWeeklyVolumeUseCase.swift") })
        #expect(!files.keys.contains { $0.hasSuffix("CreateWorkoutUseCase.swift") })
        let container = try #require(files["Sources/Workouts/App/WorkoutsDependencyContainer.swift"])
        #expect(container.contains("func makeWorkoutRepository() -> WorkoutRepository"))
    }

    @Test("Indentation, tabs and file headers follow the conventions")
    func formatting() async throws {
        var conventions = Presets.vitalArc
        conventions.useTabs = true
        conventions.fileHeader = "//  {file}\n//  Part of {module}."
        let files = try await generate(Fixtures.workouts(), conventions)
        let entity = try #require(files["Sources/Workouts/Domain/Entities/Workout.swift"])
        #expect(entity.hasPrefix("//  Workout.swift\n//  Part of Workouts.\n\nimport Foundation\n"))
        #expect(entity.contains("\n\tlet id: UUID\n"))
        #expect(entity.contains("\n\t\tself.id = id\n"))
        conventions.useTabs = false
        conventions.indentWidth = 2
        let twoSpaces = try await generate(Fixtures.workouts(), conventions)
        #expect(try #require(twoSpaces["Sources/Workouts/Domain/Entities/Workout.swift"]).contains("\n    self.id = id\n"))
    }

    @Test("Path patterns that leave the output folder are refused")
    func escapingPathsAreRefused() async throws {
        var conventions = Presets.vitalArc
        conventions.paths.sources = "../outside"
        await #expect(throws: StrataIssues.self) { try await generate(Fixtures.workouts(), conventions) }
        conventions.paths.sources = "/etc"
        await #expect(throws: StrataIssues.self) { try await generate(Fixtures.workouts(), conventions) }
    }

    @Test("Two kinds of file sharing one path are refused")
    func duplicatePathsAreRefused() async throws {
        var conventions = Presets.vitalArc
        conventions.paths.useCaseTest = "{tests}/Same.swift"
        do {
            _ = try await generate(Fixtures.workouts(), conventions)
            Issue.record("expected a duplicate-path issue")
        } catch let issues as StrataIssues {
            #expect(issues.issues.contains { $0.message.contains("share the path") })
        }
    }

    @Test("A repository method pattern that is not a selector is reported")
    func badMethodPattern() async throws {
        var conventions = Presets.vitalArc
        conventions.repositoryMethods.fetchByID = "fetch{name}"
        do {
            _ = try await generate(Fixtures.workouts(), conventions)
            Issue.record("expected an issue")
        } catch let issues as StrataIssues {
            #expect(issues.issues.contains { $0.message.contains("is not a Swift selector") })
        }
    }

    @Test("Long signatures wrap one parameter per line")
    func wrapping() {
        let long = SignatureLayout.layout(name: "execute", parameters: (1...8).map { "parameter\($0): String" }, suffix: " async throws")
        #expect(long.hasPrefix("execute(\n        parameter1: String,\n"))
        #expect(long.hasSuffix("\n    ) async throws"))
        #expect(SignatureLayout.layout(name: "fetch", parameters: ["id: UUID"], suffix: " async throws") == "fetch(id: UUID) async throws")
    }

    @Test("The design document lists entities, repositories, use cases and a Mermaid diagram")
    func design() async throws {
        let files = try await generate(Fixtures.workouts(), Presets.vitalArc, options: GenerationOptions(designDocumentPath: "DESIGN.md"))
        let design = try #require(files["DESIGN.md"])
        #expect(design.hasPrefix("## Domain Design: Workouts\n"))
        #expect(design.contains("#### Workout\n**File**: `Sources/Workouts/Domain/Entities/Workout.swift`\n**Purpose**: A training session."))
        #expect(design.contains("- `kind: WorkoutKind` (enum: strength, cardio)"))
        #expect(design.contains("Embeds `Exercise` in `exercises: [Exercise]`"))
        #expect(design.contains("- `fetchRecent(limit:)` - Most recent first."))
        #expect(
            design.contains(
                "#### CreateWorkoutUseCase\n**File**: `Sources/Workouts/Domain/UseCases/CreateWorkoutUseCase.swift`\n**Purpose**: Creates a Workout and saves it.\n**Dependencies**: WorkoutRepository\n**Returns**: Workout"
            ))
        #expect(design.contains("    Workout *-- Exercise : exercises"))
        #expect(design.contains("        +exercises: Array~Exercise~"))
    }
}

@Suite("Dependency wiring")
struct DependencyWiringTests {
    @Test("An app-wide container gets an extension per feature, never a second class")
    func appWideContainer() async throws {
        var conventions = Presets.vitalArc
        conventions.dependencyContainerName = "DependencyContainer"
        let files = try await generate(Fixtures.workouts(), conventions)
        let wiring = try #require(files["Sources/Workouts/App/DependencyContainer+Workouts.swift"])
        #expect(wiring.contains("extension DependencyContainer {"))
        #expect(!wiring.contains("final class"))
        #expect(
            wiring.contains(
                "    func makeCreateWorkoutUseCase(workoutRepository: WorkoutRepository) -> CreateWorkoutUseCase {\n        CreateWorkoutUseCase(repository: workoutRepository)\n    }"
            ))
    }

    @Test("A per-feature container holds the repositories it is given")
    func featureContainer() async throws {
        let files = try await generate(Fixtures.workouts(), Presets.vitalArc)
        let wiring = try #require(files["Sources/Workouts/App/WorkoutsDependencyContainer.swift"])
        #expect(wiring.contains("final class WorkoutsDependencyContainer {\n    private let workoutRepository: WorkoutRepository"))
        #expect(wiring.contains("    func makeCreateWorkoutUseCase() -> CreateWorkoutUseCase {"))
    }
}
