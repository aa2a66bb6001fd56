import StrataAnalysis
import StrataModel

/// Code names only types of layers it may depend on: Domain never names Data, Presentation or App
/// types; Presentation never names Data types; Data never names Presentation or App types.
struct DependencyRule: LintRule {
    static let description = RuleDescription(
        id: "dependency-rule",
        title: "Code names only types of the layers it may depend on",
        impact: .high,
        impactDescription: "one reference from Domain to an outer layer makes the whole Domain depend on it, and every change there ripples inward",
        tags: ["layer", "dependency-rule", "dependency-inversion"],
        rationale: """
            Dependencies point inward: Presentation and Data depend on Domain, never the reverse, and \
            Presentation does not reach into Data. A Domain type that names `UserRepositoryImpl`, a view \
            model or a SwiftData `…Model` depends on an outer layer; a view model that names a concrete \
            repository or a data source skips the Domain contract. Depend on the Domain protocol and let \
            the composition root (App) inject the implementation. DTOs have their own rule, `dto-boundary`; \
            references to App-layer types, and references made by a dependency container (the composition \
            root, wherever it lives) or by a SwiftUI preview (`#Preview`, a `PreviewProvider`), which wires \
            a screen with concrete types to show it, are not reported.
            """,
        incorrect: RuleExample(
            "a use case that builds the Data implementation itself",
            code: """
                // App/Domain/UseCases/GetUserUseCase.swift
                final class GetUserUseCase {
                    private let repository = UserRepositoryImpl()
                    func execute(id: String) async throws -> User {
                        try await repository.fetchUser(id: id)
                    }
                }

                // App/Domain/Repositories/UserRepository.swift
                protocol UserRepository {
                    func fetchUser(id: String) async throws -> User
                }

                // App/Data/Repositories/UserRepositoryImpl.swift
                final class UserRepositoryImpl: UserRepository {
                    func fetchUser(id: String) async throws -> User { User(id: id) }
                }
                """),
        correct: RuleExample(
            "the use case depends on the Domain protocol",
            code: """
                // App/Domain/UseCases/GetUserUseCase.swift
                final class GetUserUseCase {
                    private let repository: UserRepository
                    init(repository: UserRepository) {
                        self.repository = repository
                    }
                    func execute(id: String) async throws -> User {
                        try await repository.fetchUser(id: id)
                    }
                }

                // App/Domain/Repositories/UserRepository.swift
                protocol UserRepository {
                    func fetchUser(id: String) async throws -> User
                }

                // App/Data/Repositories/UserRepositoryImpl.swift
                final class UserRepositoryImpl: UserRepository {
                    func fetchUser(id: String) async throws -> User { User(id: id) }
                }
                """),
        defaultSeverity: .error,
        sources: ["clinic preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest, file.layer != .unknown, file.layer != .app else { return }
        let project = file.project
        var seen = Set<String>()
        let declaredHere = Set(file.summary.declarations.lazy.filter { $0.kind != .extension }.map(\.name))
        // Read only once this file has something to report.
        var previews: [ClosedRange<Int>]?
        for reference in file.code.typeReferences {
            // App is left out as a target: it is the composition root, and folder names put whole app
            // targets (`CountriesApp/…`) in it, so a reference to an App type says little.
            // Project types first: most names used (`String`, `UUID`) are not, and need no second look-up.
            guard let all = project.typesByName[reference.name], !all.isEmpty, !project.dtos.contains(reference.name),
                // A name this file declares is its own type, whatever same-name type elsewhere the
                // index kept (two targets it cannot tell apart declare `FetchThumbnailUseCase`).
                !declaredHere.contains(reference.name)
            else { continue }
            // A name resolves to the file's own module first, as the compiler resolves it: another
            // target's same-name type (a share extension's copy) is not what this code names.
            let own = all.filter { $0.module == file.module }
            let candidates = own.isEmpty ? all : own
            guard !candidates.contains(where: { $0.layer == .app || file.layer.mayDepend(on: $0.layer) || $0.file == file.path }),
                let target = candidates.first, seen.insert("\(reference.name)@\(reference.line)").inserted
            else { continue }
            // The composition root names every layer by design, wherever a preset puts it.
            if file.isInDependencyContainer(line: reference.line) { continue }
            if previews == nil { previews = PreviewCode.lineRanges(of: file) }
            if previews!.contains(where: { $0.contains(reference.line) }) { continue }
            // An extension of the outer type is reported once, where it says what it extends.
            let extending = file.summary.declarations.first { declaration in
                declaration.kind == .extension && TypeNameReader.baseName(declaration.name) == reference.name
                    && declaration.line <= reference.line && reference.line <= declaration.endLine
            }
            if let extending, extending.line != reference.line { continue }
            let container = file.type(containing: reference.line)
            // A test double shipped in production code (`FakeWeatherDataSource` that UI tests wire)
            // names the protocol it fakes and that protocol's types: that is what faking is.
            if let container, TypeReading.isTestDouble(container.name) { continue }
            // `DateFormatters` inside `MockTravelRepository` is its own nested type when it declares one.
            if let container, project.typesByName[container.name + "." + reference.name] != nil || nestedName(reference.name, in: container, file: file) { continue }
            let subject = extending != nil ? "extends" : "\(container.map { "`\($0.name)`" } ?? "code in this file") names"
            let advice =
                extending != nil
                ? "move the extension into \(LayerMatrix.name(target.layer)), beside `\(target.name)`, or give this layer a Domain type to read instead."
                : advice(for: target, from: file.layer, project: project)
            findings.add(
                "\(LayerMatrix.name(file.layer)) \(extending != nil ? "code " : container != nil ? "type " : "")\(subject) `\(target.name)` (\(describe(target)) in \(LayerMatrix.name(target.layer))): \(advice)",
                line: reference.line, column: reference.column)
        }
    }

    /// Whether the file declares `name` nested in `container` (`enum DateFormatters` inside a mock).
    private func nestedName(_ name: String, in container: TypeFacts, file: LintFile) -> Bool {
        file.summary.declarations.contains { declaration in
            declaration.name.hasSuffix("." + name) && declaration.line >= container.declaration.line && declaration.endLine <= container.declaration.endLine
        }
    }

    private func describe(_ type: TypeFacts) -> String {
        TypeReading.withArticle(type.role == .other ? type.declaration.kind.rawValue : TypeReading.roleName(type.role))
    }

    private func advice(for target: TypeFacts, from layer: Layer, project: LintProject) -> String {
        let protocols =
            TypeReading.protocols(of: target, role: .repositoryProtocol, in: project)
            + TypeReading.protocols(of: target, role: .useCaseContract, in: project)
            + TypeReading.protocols(of: target, role: .dataSourceProtocol, in: project)
        if let contract = protocols.first {
            return "depend on the protocol `\(contract)` instead and let the composition root inject `\(target.name)`."
        }
        if layer == .domain || layer == .application {
            return "Domain must not know outer layers; put what it needs behind a Domain protocol or type."
        }
        return "depend on a Domain protocol or type instead; only App wires concrete \(LayerMatrix.name(target.layer)) types."
    }
}
