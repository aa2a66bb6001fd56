import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataMock
import StrataModel
import StrataPropagation
import StrataWorkspace
import SwiftParser
import SwiftSyntax

/// `strata add usecase <Name> --repository <Repo>` (the contract preset's flow): the use case, its mock and
/// its tests, generated in the project's conventions; the repository method it calls added to the
/// protocol when missing, and to its mocks and implementations (`ConformerCompletion`).
package struct AddUseCasePlanner {
    var types: ProjectTypes
    let root: URL

    package init(index: SourceIndex, model: CodebaseModel, root: URL) {
        self.types = ProjectTypes(index: index, model: model)
        self.root = root
    }

    /// What the generator wrote for the one-use-case spec, and the names it used.
    package struct Generated: Sendable {
        package var files: [GeneratedFile]
        /// The use case's own type (`GetMovieUseCase`), the repository protocol and error type the
        /// generator named by the conventions (replaced by the project's real ones).
        package var useCaseType: String
        package var repositoryType: String
        package var errorType: String
        /// The mock type the generated tests build for each other dependency, by protocol
        /// (`UserRepositoryProtocol` → `MockUserRepository`), to become the project's own.
        package var dependencyMocks: [String: String]
        /// Mocks `strata mock` renders in the project's style for dependencies without one, and the
        /// type each declares, by protocol.
        package var newMocks: [String: (file: OutputFile, type: String)]

        package init(
            files: [GeneratedFile], useCaseType: String, repositoryType: String, errorType: String,
            dependencyMocks: [String: String] = [:], newMocks: [String: (file: OutputFile, type: String)] = [:]
        ) {
            self.files = files
            self.useCaseType = useCaseType
            self.repositoryType = repositoryType
            self.errorType = errorType
            self.dependencyMocks = dependencyMocks
            self.newMocks = newMocks
        }
    }

    package func plan(_ target: UseCaseTarget, generated: Generated) throws(StrataIssues) -> EvolutionPlan {
        let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
        if let existing = (types.byName[generated.useCaseType] ?? []).first(where: { !$0.isTest }) {
            session.alreadyPresent("`\(generated.useCaseType)` (\(existing.file.path))")
            return try session.finish()
        }
        var renames = [generated.repositoryType: target.repository]
        if let errorType = target.errorType { renames[generated.errorType] = errorType }
        for dependency in target.dependencies {
            guard let generatedMock = generated.dependencyMocks[dependency.protocolName],
                let mock = dependency.existingMock ?? generated.newMocks[dependency.protocolName]?.type
            else {
                session.unhandled(
                    dependency.file, line: 1,
                    "`\(dependency.protocolName)` has no mock the new tests can build with `init()`: add one (`strata mock --name \(dependency.protocolName)`)")
                continue
            }
            if generatedMock != mock { renames[generatedMock] = mock }
        }
        let own = generated.files.filter { [.useCase, .useCaseMock, .useCaseTest].contains($0.role) && $0.path.contains(target.useCase) }
        guard let implementation = own.first(where: { $0.role == .useCase }) else {
            throw StrataIssues([
                StrataIssue(
                    .error, at: nil, "the generator wrote no use case `\(target.useCase)`",
                    hint: "name it with a verb Strata knows: Get{Name}, Refresh{Name}, Get{Names}Page, Create{Name}…")
            ])
        }
        let factory = ProjectSamples(types: types, module: nil).factory(of: target.entity)
        // Repositories that throw untyped errors, and no error named as the generator names the
        // feature's: its values become values of the project's own error.
        let undeclaredError = target.errorType == nil && (types.byName[generated.errorType] ?? []).isEmpty
        let projectError = undeclaredError ? Self.featureError(target, types: types) : nil
        // A project without such an error: the use case declares the one value its stub throws.
        let ownError = undeclaredError && projectError == nil ? "\(target.useCase)NotImplemented" : nil
        for file in own {
            var text = WholeWords.replacing(renames, in: file.contents)
            if let projectError {
                text = Self.errorValues(of: generated.errorType, in: text, as: projectError, target, types: types)
                text = Self.replacingCasts(to: generated.errorType, with: projectError, in: text)
            }
            if let ownError {
                text = Self.replacingErrorValues(of: generated.errorType, in: text) { _ in "\(ownError)()" }
                text = Self.replacingCasts(to: generated.errorType, with: ownError, in: text)
                if file.role == .useCase, text.contains("\(ownError)()") {
                    text += "\n/// Thrown until the rule of `\(target.useCase)` is written.\nstruct \(ownError): Error, Equatable {}\n"
                }
            }
            if WholeWords.contains(generated.errorType, in: text), (types.byName[generated.errorType] ?? []).isEmpty, target.errorType == nil {
                session.unhandled(file.path, line: 1, "uses `\(generated.errorType)`, which the project does not declare: throw one of its own errors instead")
            }
            if file.role == .useCaseTest, text.contains("\(target.entity).mock(") {
                if let factory, factory != "mock" {
                    text = text.replacingOccurrences(of: "\(target.entity).mock(", with: "\(target.entity).\(factory)(")
                } else if factory == nil {
                    session.unhandled(file.path, line: 1, "these tests build `\(target.entity).mock()`, which the project does not have: add the factory (or adjust the tests)")
                }
            }
            try session.addNewFile(OutputFile(path: testFolder(file.path), contents: text), summary: "new \(Self.label(file.role)) `\(target.useCase)`")
        }
        // XCTest-style tests call the generator's `assertThrows`: its support file comes along
        // when the project has no such helper.
        let usesSupport = own.contains { $0.role == .useCaseTest && $0.contents.contains("assertThrows(") }
        if usesSupport, !types.functions.contains(where: { $0.name == "assertThrows" }),
            let support = generated.files.first(where: { $0.role == .testSupport && $0.contents.contains("func assertThrows") })
        {
            try session.addNewFile(
                OutputFile(path: testFolder(support.path), contents: WholeWords.replacing(renames, in: support.contents)),
                summary: "new test support `assertThrows`, which the tests call")
        }
        for dependency in target.dependencies where dependency.existingMock == nil {
            guard let mock = generated.newMocks[dependency.protocolName] else { continue }
            try session.addNewFile(mock.file, summary: "new mock `\(mock.type)` of `\(dependency.protocolName)`, which the tests build")
        }
        try addMissingRequirements(target, implementation: implementation, generated: generated, renames: renames, session: session)
        return try session.finish()
    }

    /// The repository methods the new use case calls that the protocol lacks: the requirement is
    /// added (as the generator writes it), and every conformer is completed (`ConformerCompletion`).
    private func addMissingRequirements(
        _ target: UseCaseTarget, implementation: GeneratedFile, generated: Generated, renames: [String: String], session: EditSession
    ) throws(StrataIssues) {
        guard let repository = (types.byName[target.repository] ?? []).first(where: { $0.declaration.kind == .protocol && !$0.isTest }) else { return }
        let existing = Set(repository.declaration.members.map(\.name))
        let called = Self.repositoryCalls(in: implementation.contents).filter { !existing.contains($0) }
        guard !called.isEmpty else { return }
        let generatedProtocol = generated.files.first { $0.role == .repository && $0.contents.contains("protocol \(generated.repositoryType)") }
        let protocolSource = generatedProtocol.map { ParsedSource(path: $0.path, text: $0.contents) }
        let generatedMock = generated.files.first { $0.role == .repositoryMock }.map { WholeWords.replacing(renames, in: $0.contents) }
        let source = try session.source(repository.file.path)
        guard let group = DeclarationLocator(source: source).protocolDecl(named: target.repository) else { return }
        let conformers = (Array(types.byName.values.joined()) + Array(types.extensionsByName.values.joined())).filter { type in
            type.declaration.kind != .protocol && type.declaration.inheritedTypes.contains { $0 == target.repository || $0.hasSuffix("." + target.repository) }
        }.sorted { ($0.file.path, $0.declaration.line) < ($1.file.path, $1.declaration.line) }
        let completion = ConformerCompletion(types: types, session: session, failures: FailureValues(index: types.index), useCase: target.useCase)
        var protocolText = String(ConformerCompletion.columnZero(group).dropLast())
        for method in called {
            guard let protocolSource, let requirement = Self.requirement(named: method, in: protocolSource) else {
                session.unhandled(
                    repository.file.path, line: repository.declaration.line, "`\(target.useCase)` calls `repository.\(method)`, which `\(target.repository)` lacks: add it")
                continue
            }
            let text = WholeWords.replacing(renames, in: ConformerCompletion.columnZero(requirement))
            let oneLine = text.split(whereSeparator: \.isNewline).map { $0.trimmingSpaces() }.joined(separator: " ")
                .replacingOccurrences(of: "( ", with: "(").replacingOccurrences(of: " )", with: ")")
            let edit = MemberAppender(source: source).append(text, to: group, blankLineBefore: MemberSpacing.separated(group.memberBlock.members))
            session.add([edit], in: repository.file.path, line: source.line(of: group), "`\(target.repository)`: requirement `\(oneLine)`")
            protocolText += "\n    " + text.replacingOccurrences(of: "\n", with: "\n    ") + "\n"
            guard let declaration = Parser.parse(source: text).statements.first?.item.as(FunctionDeclSyntax.self) else { continue }
            let newRequirement = ConformerCompletion.NewRequirement(
                protocolName: target.repository, method: method, declaration: declaration, oneLine: oneLine, protocolSource: protocolText + "}",
                generatedMock: generatedMock, errorType: target.errorType ?? Self.featureError(target, types: types))
            for conformer in conformers { try completion.complete(conformer, with: newRequirement) }
        }
    }

    /// `Tests/AppTests/…` → `AppTests/…` where the project has no `Tests/AppTests` folder but an
    /// `AppTests` one at its root: an Xcode project's test target, which the conventions' SwiftPM
    /// layout does not know.
    package func testFolder(_ path: String) -> String {
        let parts = path.split(separator: "/", maxSplits: 2)
        guard parts.count == 3, parts[0] == "Tests" else { return path }
        let manager = FileManager.default
        let swiftPM = root.appendingPathComponent("Tests/\(parts[1])").path
        let xcode = root.appendingPathComponent(String(parts[1])).path
        var isFolder: ObjCBool = false
        guard !manager.fileExists(atPath: swiftPM), manager.fileExists(atPath: xcode, isDirectory: &isFolder), isFolder.boolValue else { return path }
        return parts[1] + "/" + parts[2]
    }

    /// What a use case whose rule is not written yet throws, in a project whose repositories throw
    /// untyped errors: a case of the feature's error enum that carries a message
    /// (`RepositoryError.unknown("… is not implemented yet")`), else one that says "not done".
    static func notImplementedValue(_ target: UseCaseTarget, errorType: String, types: ProjectTypes) -> String? {
        guard let declaration = (types.byName[errorType] ?? []).first(where: { !$0.isTest && $0.declaration.kind == .enum })?.declaration
        else { return nil }
        let cases = declaration.members.filter { $0.kind == .enumCase }
        let message = "\"\(target.useCase) is not implemented yet\""
        for name in PlaceholderError.preferredCases {
            guard let item = cases.first(where: { $0.name == name }) else { continue }
            if item.parameters.isEmpty { return "\(errorType).\(name)" }
            if item.parameters.count == 1, item.parameters[0].type == "String" {
                let label = item.parameters[0].label
                return "\(errorType).\(name)(\(label.isEmpty || label == "_" ? "" : label + ": ")\(message))"
            }
        }
        return nil
    }

    /// `FeatureError.notImplemented("X")` → the project's not-done value; any other
    /// `FeatureError.case(…)` → the value the project's mocks fail with (`RepositoryError.notFound`).
    static func errorValues(of generatedError: String, in text: String, as errorType: String, _ target: UseCaseTarget, types: ProjectTypes) -> String {
        let failure = FailureValues(index: types.index).value(for: errorType).map { $0.hasPrefix(".") ? errorType + $0 : $0 }
        let notDone = notImplementedValue(target, errorType: errorType, types: types) ?? failure
        return replacingErrorValues(of: generatedError, in: text) { name in name == "notImplemented" ? notDone : failure }
    }

    /// Each `GeneratedError.case` or `GeneratedError.case(…)` in `text` → `value(case)`, kept when nil.
    static func replacingErrorValues(of generatedError: String, in text: String, _ value: (String) -> String?) -> String {
        guard let expression = try? Regex("\\b\(generatedError)\\.([A-Za-z_][A-Za-z0-9_]*)(\\([^()]*\\))?") else { return text }
        return text.replacing(expression) { match in
            value(match.output[1].substring.map(String.init) ?? "") ?? String(match.output[0].substring ?? "")
        }
    }

    /// `as? GeneratedError` / `as GeneratedError` → the type whose values replaced the generated
    /// error's (the stub's test compares the error it caught with the not-done value).
    static func replacingCasts(to generatedError: String, with type: String, in text: String) -> String {
        guard let expression = try? Regex("\\bas(\\??)\\s+\(generatedError)\\b") else { return text }
        return text.replacing(expression) { match in "as\(match.output[1].substring ?? "") \(type)" }
    }

    /// The feature's error type for an untyped `throws`: `<Feature>Error` (or the entity's, the
    /// repository's) when the project declares it, else the one error enum beside the repository.
    private static func featureError(_ target: UseCaseTarget, types: ProjectTypes) -> String? {
        let named = [target.feature + "Error", target.entity + "Error", target.entity + "sError", target.repository + "Error", "RepositoryError", "DomainError"]
            .first { name in (types.byName[name] ?? []).contains { !$0.isTest } }
        if let named { return named }
        let module = (types.byName[target.repository] ?? []).first { !$0.isTest }?.module
        let errors = types.byName.values.joined().filter { type in
            !type.isTest && type.module == module && type.declaration.kind == .enum && type.declaration.inheritedTypes.contains("Error")
        }
        return errors.count == 1 ? errors[0].name : nil
    }

    /// `repository.fetch(id:)` → `fetch`, in order of appearance.
    static func repositoryCalls(in text: String) -> [String] {
        var found: [String] = []
        var rest = text[...]
        while let range = rest.range(of: "repository.") {
            let name = rest[range.upperBound...].prefix { $0.isLetter || $0.isNumber || $0 == "_" }
            if !name.isEmpty, rest[range.upperBound...].dropFirst(name.count).first == "(", !found.contains(String(name)) { found.append(String(name)) }
            rest = rest[range.upperBound...]
        }
        return found
    }

    static func requirement(named name: String, in source: ParsedSource) -> FunctionDeclSyntax? {
        final class Finder: SyntaxVisitor {
            let name: String
            var found: FunctionDeclSyntax?
            init(name: String) {
                self.name = name
                super.init(viewMode: .sourceAccurate)
            }
            override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
                if found == nil, node.name.text == name { found = node }
                return .skipChildren
            }
        }
        let finder = Finder(name: name)
        finder.walk(source.tree)
        return finder.found
    }

    static func label(_ role: PlannedFile.Role) -> String {
        switch role {
        case .useCaseMock: return "mock of"
        case .useCaseTest: return "tests of"
        default: return "use case"
        }
    }
}
