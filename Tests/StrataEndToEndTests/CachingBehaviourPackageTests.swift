import Foundation
import StrataCLI
import StrataGenerate
import StrataModel
import Testing

/// The caching strategies proved by behaviour, not by reading the code: `Tests/Fixtures/Specs/caching.yml`
/// (every read of the naming table in one repository) is generated with its Data layer in every
/// preset into ONE package, and the same hand-written tests (`Tests/Fixtures/CachingBehaviour`) run in
/// each preset against a loopback HTTP server, through an adapter written here from Strata's own names
/// (each preset names its types and methods its own way; the tests only see `CachingAdapter`).
///
/// `reminders.yml` (a service, a named repository, a use case over two repositories) is generated in
/// every preset into the same package, and its generated tests, which drive the service mocks, run too.
///
/// The SwiftData code is left out (no stub module): this package checks the repositories' reads and the
/// use cases' dependencies, and builds in a fraction of the time of `GeneratedPackageTests`.
/// Set STRATA_SKIP_E2E=1 to skip it.
@Suite("Caching behaviour and services package", .serialized)
struct CachingBehaviourPackageTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures")

    @Test(
        "Every preset's generated repository honours the naming table and falls back only when no answer came",
        .enabled(if: ProcessInfo.processInfo.environment["STRATA_SKIP_E2E"] == nil),
        .timeLimit(.minutes(30)))
    func cachingBehaviourInEveryPreset() async throws {
        let directory = try TemporaryDirectory("caching")
        defer { directory.cleanUp() }
        let specURL = Self.fixtures.appendingPathComponent("Specs/caching.yml")
        let spec = try String(contentsOf: specURL, encoding: .utf8)
        let behaviour = try String(contentsOf: Self.fixtures.appendingPathComponent("CachingBehaviour/CachingBehaviourTests.swift"), encoding: .utf8)
        var targets: [String] = []
        for (index, preset) in Presets.names.enumerated() {
            let label = "caching-\(preset)"
            let root = directory.url.appendingPathComponent(label)
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
            let module = "Caching" + Naming.upperFirst(preset)
            try "preset: \(preset)\nconventions:\n  moduleName: \"\(module)\"\n".write(
                to: root.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
            let outcome = try await GenerationRun.run(GenerationRequest(spec: .text(spec, file: specURL.path), output: root))
            #expect(outcome.report?.created.isEmpty == false, "\(label) wrote nothing")
            let names = SwiftNames(model: outcome.model, conventions: outcome.conventions)
            let adapter = try CachingAdapterSource(names: names)
            let tests = root.appendingPathComponent(adapter.testsModule.testsRoot).appendingPathComponent("CachingBehaviour")
            try FileManager.default.createDirectory(at: tests, withIntermediateDirectories: true)
            try adapter.text.write(to: tests.appendingPathComponent("CachingAdapter.swift"), atomically: true, encoding: .utf8)
            try behaviour.replacingOccurrences(of: "// strata-e2e: imports", with: adapter.imports)
                .write(to: tests.appendingPathComponent("CachingBehaviourTests.swift"), atomically: true, encoding: .utf8)
            try FileManager.default.copyItem(
                at: Self.fixtures.appendingPathComponent("LiveServer/LoopbackServer.swift"), to: tests.appendingPathComponent("LoopbackServer.swift"))
            targets += Self.targets(of: names.modules, under: root, label: label)
            for spec in Self.companionSpecs(presetIndex: index) {
                targets += try await Self.generate(spec: spec, preset: preset, into: directory.url)
            }
        }
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "CachingBehaviour",
                platforms: [.macOS(.v14)],
                targets: [
            \(targets.joined(separator: "\n"))
                ]
            )

            """
        try manifest.write(to: directory.url.appendingPathComponent("Package.swift"), atomically: true, encoding: .utf8)

        guard let output = try PackageCheck.buildAndTest(directory.url, what: "the caching behaviour package") else { return }
        let passed = output.components(separatedBy: "Suite \"Caching behaviour over loopback HTTP\" passed").count - 1
        #expect(passed == Presets.names.count, "the caching behaviour suite passed in \(passed) of \(Presets.names.count) presets:\n\(output.suffix(4000))")
        // The generated tests of the service use cases ran against the service mocks.
        for title in [
            "Hands its arguments to NotificationScheduler.schedule", "Passes NotificationScheduler failures on",
            "Hands its arguments to NotificationScheduler.pendingIdentifiers", "Everything is asked for once, even after a read by id",
            "A 404 forgets the stored value", "Network-first serves no local data when the server refuses",
        ] {
            #expect(output.contains(title), "no generated test named \"\(title)\" ran")
        }
    }

    /// Generated beside the caching spec: the vitalarc preset's reminders with a service in every preset, and the
    /// three specs written from a product description each (`Specs/Proof/README.md`) in turn, one per
    /// preset, so every preset builds one of them and each spec builds in one or two presets. The whole
    /// matrix (every spec in every preset, 25 projects instead of 15) takes CI past its time budget;
    /// `STRATA_E2E_FULL=1` runs it.
    static let productSpecs = ["Proof/plants.yml", "Proof/loans.yml", "Proof/trips.yml"]

    static func companionSpecs(presetIndex: Int) -> [String] {
        if ProcessInfo.processInfo.environment["STRATA_E2E_FULL"] != nil { return ["reminders.yml"] + productSpecs }
        return ["reminders.yml", productSpecs[presetIndex % productSpecs.count]]
    }

    /// A fixture spec generated in a preset beside the caching one, built and tested with its own
    /// generated tests (`reminders.yml`: a service, a named repository, a use case over two repositories).
    static func generate(spec name: String, preset: String, into directory: URL) async throws -> [String] {
        let specURL = fixtures.appendingPathComponent("Specs/\(name)")
        let stem = specURL.deletingPathExtension().lastPathComponent
        let label = "\(stem)-\(preset)"
        let root = directory.appendingPathComponent(label)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try "preset: \(preset)\nconventions:\n  moduleName: \"\(Naming.upperFirst(stem))\(Naming.upperFirst(preset))\"\n".write(
            to: root.appendingPathComponent(".strata.yml"), atomically: true, encoding: .utf8)
        let outcome = try await GenerationRun.run(
            GenerationRequest(
                spec: .text(try String(contentsOf: specURL, encoding: .utf8), file: specURL.path), output: root))
        #expect(outcome.report?.created.isEmpty == false, "\(label) wrote nothing")
        let names = SwiftNames(model: outcome.model, conventions: outcome.conventions)
        return targets(of: names.modules, under: root, label: label)
    }

    /// One target per generated module with sources, its tests beside it; no SwiftData stub.
    static func targets(of modules: GeneratedModules, under root: URL, label: String) -> [String] {
        let exists = { (path: String) in FileManager.default.fileExists(atPath: root.appendingPathComponent(path).path) }
        let quoted = { (names: [String]) in names.map { "\"\($0)\"" }.joined(separator: ", ") }
        return modules.all.filter { exists($0.sourcesRoot) }.flatMap { module -> [String] in
            var lines = ["        .target(name: \"\(module.name)\", dependencies: [\(quoted(module.dependencies))], path: \"\(label)/\(module.sourcesRoot)\"),"]
            if exists(module.testsRoot) {
                lines.append(
                    "        .testTarget(name: \"\(module.name)Tests\", dependencies: [\(quoted(module.dependencies + [module.name]))], path: \"\(label)/\(module.testsRoot)\"),")
            }
            return lines
        }
    }
}

/// `CachingAdapter` for one preset: the generated repository over `URLSessionAPIClient` and the
/// in-memory store, every setting of its `Caching` set to one strategy, and each read of the naming
/// table through the generated use case, called with the preset's own names and labels.
struct CachingAdapterSource {
    let names: SwiftNames
    /// The module whose tests hold the adapter: the one with the repository implementation, which sees every other.
    let testsModule: GeneratedModule
    let text: String

    var imports: String {
        (testsModule.dependencies + [testsModule.name]).map { "@testable import \($0)" }.joined(separator: "\n")
    }

    init(names: SwiftNames) throws {
        self.names = names
        let entity = "Note"
        let repository = try #require(names.lookup.repository(for: entity))
        let methods = try RepositoryMethodResolver(names: names).methods(of: repository)
        let implementation = names.repositoryImplementation(for: entity)
        testsModule = names.modules.owner(of: names.path(\.repositoryImplementation, name: implementation)).module
        func useCase(_ name: String) throws -> String {
            let useCase = try #require(names.model.useCases.first { $0.name == name }, "no use case \(name)")
            return "\(names.useCaseType(useCase))(repository: repository)"
        }
        let idLabel = try #require(methods.first { $0.operation == .fetchByID }?.arguments.first { $0.role == .id }).name
        let save = try #require(methods.first { $0.operation == .save }).call(on: "repository") { _ in "note" }
        let settings = repository.operations.filter { $0 != .search }.map(\.rawValue) + repository.queries.map(\.name)
        self.text = """
            import Foundation
            \(Self.imports(testsModule))

            struct CachingAdapter: Sendable {
                let repository: \(implementation)

                init(baseURL: URL, strategy: CachingStrategy) {
                    var caching = \(implementation).Caching()
            \(settings.map { "        caching.\($0) = strategy" }.joined(separator: "\n"))
                    repository = \(implementation)(
                        remoteDataSource: \(names.remoteDataSource(for: entity))(apiClient: URLSessionAPIClient(baseURL: baseURL)),
                        localDataSource: \(names.inMemoryLocalDataSource(for: entity))(),
                        caching: caching
                    )
                }

                static func note(_ id: UUID, _ title: String) -> Note { Note(id: id, title: title) }

                func get(_ id: UUID) async throws -> Note { try await \(try useCase("GetNote")).execute(\(idLabel): id) }
                func refresh(_ id: UUID) async throws -> Note { try await \(try useCase("RefreshNote")).execute(\(idLabel): id) }
                func all() async throws -> [Note] { try await \(try useCase("FetchNotes")).execute() }
                func page(_ page: Int) async throws -> [Note] { try await \(try useCase("GetNotesPage")).execute(page: page) }
                func refreshPage(_ page: Int) async throws -> [Note] { try await \(try useCase("RefreshNotesPage")).execute(page: page) }
                func search(_ query: String) async throws -> [Note] { try await \(try useCase("SearchNotesPage")).execute(query: query, page: 1) }
                func pinned() async throws -> [Note] { try await repository.fetchPinned() }
                func save(_ note: Note) async throws { try await \(save) }
                func pending() async -> Int { await repository.pendingChangeCount() }
            }

            """
    }

    static func imports(_ module: GeneratedModule) -> String {
        (module.dependencies + [module.name]).map { "@testable import \($0)" }.joined(separator: "\n")
    }
}
