import Foundation
import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataModel
import StrataWorkspace
import SwiftParser
import StrataMock
import SwiftSyntax

/// `strata add usecase <Name> --repository <Repo>` (seed 002's flow): the use case, its mock and
/// its tests, generated in the project's conventions; the repository method it calls added to the
/// protocol when missing, and to its mocks and implementations (`ConformerCompletion`).
public struct AddUseCasePlanner {
    var types: ProjectTypes
    let root: URL

    public init(index: SourceIndex, model: CodebaseModel, root: URL) {
        self.types = ProjectTypes(index: index, model: model)
        self.root = root
    }

    /// What the generator wrote for the one-use-case spec, and the names it used.
    public struct Generated: Sendable {
        public var files: [GeneratedFile]
        /// The use case's own type (`GetMovieUseCase`), the repository protocol and error type the
        /// generator named by the conventions (replaced by the project's real ones).
        public var useCaseType: String
        public var repositoryType: String
        public var errorType: String

        public init(files: [GeneratedFile], useCaseType: String, repositoryType: String, errorType: String) {
            self.files = files
            self.useCaseType = useCaseType
            self.repositoryType = repositoryType
            self.errorType = errorType
        }
    }

    public func plan(_ target: UseCaseTarget, generated: Generated) throws(StrataIssues) -> EvolutionPlan {
        let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
        if let existing = (types.byName[generated.useCaseType] ?? []).first(where: { !$0.isTest }) {
            session.alreadyPresent("`\(generated.useCaseType)` (\(existing.file.path))")
            return try session.finish()
        }
        var renames = [generated.repositoryType: target.repository]
        if let errorType = target.errorType { renames[generated.errorType] = errorType }
        let own = generated.files.filter { [.useCase, .useCaseMock, .useCaseTest].contains($0.role) && $0.path.contains(target.useCase) }
        guard let implementation = own.first(where: { $0.role == .useCase }) else {
            throw StrataIssues([StrataIssue(.error, at: nil, "the generator wrote no use case `\(target.useCase)`", hint: "name it by seed 002's table: Get{Name}, Refresh{Name}, Get{Names}Page, Create{Name}…")])
        }
        let factory = ProjectSamples(types: types, module: nil).factory(of: target.entity)
        for file in own {
            var text = WholeWords.replacing(renames, in: file.contents)
            if file.role == .useCaseTest, text.contains("\(target.entity).mock(") {
                if let factory, factory != "mock" {
                    text = text.replacingOccurrences(of: "\(target.entity).mock(", with: "\(target.entity).\(factory)(")
                } else if factory == nil {
                    session.unhandled(file.path, line: 1, "these tests build `\(target.entity).mock()`, which the project does not have: add the factory (or adjust the tests)")
                }
            }
            try session.addNewFile(OutputFile(path: file.path, contents: text), summary: "new \(Self.label(file.role)) `\(target.useCase)`")
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
                session.unhandled(repository.file.path, line: repository.declaration.line, "`\(target.useCase)` calls `repository.\(method)`, which `\(target.repository)` lacks: add it")
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

    /// The feature's error type for an untyped `throws`: `<Feature>Error` (or the entity's, the
    /// repository's) when the project declares it, else the one error enum beside the repository.
    private static func featureError(_ target: UseCaseTarget, types: ProjectTypes) -> String? {
        let named = [target.feature + "Error", target.entity + "Error", target.entity + "sError", target.repository + "Error"]
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
