import Foundation
import StrataModel
import StrataSpec
import Testing

@testable import StrataGenerate

/// Services, use cases over several repositories, named repositories and the `Refresh…` policy in
/// every preset: what the generated code says. (That it builds and its tests pass is the end-to-end
/// package's proof.)
@Suite("Services, several dependencies, named repositories")
struct ServiceGenerationTests {
    static let spec = """
        feature: Reminders
        entities:
          Reminder:
            properties:
              title: String
          Program:
            properties:
              title: String
        services:
          ReminderScheduler:
            methods:
              schedule: { parameters: { reminder: Reminder } }
              pending: { returns: "[UUID]" }
              isAuthorized: { returns: Bool, throws: false, async: false }
        repositories:
          Reminder:
            name: ReminderStore
        useCases:
          - GetReminder
          - RefreshReminder
          - name: ScheduleReminder
            entity: Reminder
            calls: ReminderScheduler.schedule
          - name: PlanProgram
            entity: Reminder
            repositories: [Program]
            services: [ReminderScheduler]
            parameters: { programId: UUID }
            returns: "[Reminder]"
            rule: One reminder per session.

        """

    static func files(_ preset: String, data: Bool = false) async throws -> [String: String] {
        let conventions = try #require(Presets.named(preset))
        let model = try SpecLoader(conventions: conventions).load(text: spec, file: "reminders.yml")
        return try await generate(model, conventions, options: GenerationOptions(dataLayer: data))
    }

    static func file(_ files: [String: String], _ suffix: String) throws -> String {
        try DataLayerGeneratorTests.file(files, endingWith: suffix)
    }

    @Test("A service is a protocol in Services and a mock with a result and an error per method", arguments: Presets.names)
    func serviceProtocolAndMock(preset: String) async throws {
        let files = try await Self.files(preset)
        let path = try #require(files.keys.first { $0.hasSuffix("/ReminderScheduler.swift") })
        let service = try #require(files[path])
        #expect(service.contains("protocol ReminderScheduler"))
        #expect(service.contains("func isAuthorized() -> Bool"))
        #expect(!path.contains("/Repositories/"), "\(path)")
        let conventions = try #require(Presets.named(preset))
        let mock = try Self.file(files, "/" + NamePattern(["name": "ReminderScheduler"]).expand(conventions.mockName) + ".swift")
        #expect(mock.contains("var scheduleError:"))
        #expect(mock.contains("var pendingResult: [UUID] = []"))
        #expect(mock.contains("private(set) var lastScheduleReminder: Reminder?"))
        #expect(!mock.contains("isAuthorizedError"), "a method that cannot throw has no error to set")
    }

    @Test("A use case is given its repository, the other repositories and its services; so is the container", arguments: Presets.names)
    func useCaseDependencies(preset: String) async throws {
        let conventions = try #require(Presets.named(preset))
        let files = try await Self.files(preset)
        let useCase = try Self.file(files, "/" + NamePattern(["name": "PlanProgram"]).expand(conventions.useCaseName) + ".swift")
        #expect(useCase.contains("init(repository: ReminderStore, programRepository: ProgramRepository"), "\(useCase)")
        #expect(useCase.contains("reminderScheduler: ReminderScheduler)"))
        let schedule = try Self.file(files, "/" + NamePattern(["name": "ScheduleReminder"]).expand(conventions.useCaseName) + ".swift")
        #expect(schedule.contains("try await reminderScheduler.schedule(reminder: reminder)"))
        let tests = try Self.file(files, "/" + NamePattern(["name": "ScheduleReminder"]).expand(conventions.useCaseName) + "Tests.swift")
        #expect(tests.contains("reminderScheduler.scheduleCallCount"))
        #expect(tests.contains("reminderScheduler.scheduleError = .loadFailed()"))
        let container = try #require(files.first { $0.key.contains(NamePattern(["feature": "Reminders"]).expand(conventions.dependencyContainerName)) }?.value)
        #expect(container.contains("reminderScheduler"))
    }

    @Test("Refresh goes remote in every preset: the repository's reads take a cache policy", arguments: Presets.names)
    func refreshPassesRemoteFirst(preset: String) async throws {
        let conventions = try #require(Presets.named(preset))
        let files = try await Self.files(preset, data: true)
        let refresh = try Self.file(files, "/" + NamePattern(["name": "RefreshReminder"]).expand(conventions.useCaseName) + ".swift")
        #expect(refresh.contains("cachePolicy: .remoteFirst"), "\(refresh)")
        let get = try Self.file(files, "/" + NamePattern(["name": "GetReminder"]).expand(conventions.useCaseName) + ".swift")
        #expect(get.contains("cachePolicy: .localFirst"))
        #expect(files.keys.contains { $0.hasSuffix("/CachePolicy.swift") })
        let implementation = try #require(
            files.first { $0.key.hasSuffix("/" + NamePattern(["entity": "Reminder", "name": "Reminder"]).expand(conventions.data.repositoryImplementationName) + ".swift") }?.value)
        #expect(implementation.contains("case .remoteFirst: return .networkFirst"))
        #expect(implementation.contains("case .localFirst: return configured"))
    }

    @Test("A named repository keeps its name in the protocol, the mock and the use cases")
    func namedRepository() async throws {
        let files = try await Self.files("vitalarc")
        #expect(files.keys.contains { $0.hasSuffix("/ReminderStore.swift") })
        #expect(files.keys.contains { $0.hasSuffix("/MockReminderStore.swift") })
        #expect(!files.keys.contains { $0.hasSuffix("/ReminderRepository.swift") })
    }
}
