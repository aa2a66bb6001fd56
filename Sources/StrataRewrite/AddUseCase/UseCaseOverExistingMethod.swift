import Foundation
import StrataGenerate
import StrataIndex
import StrataMock
import StrataModel
import StrataPropagation
import StrataWorkspace
import SwiftParser
import SwiftSyntax

/// `add usecase` when the repository already has the method the use case needs: the use case calls
/// it with the project's labels and types (and cache policy), the tests drive the project's own
/// repository mock, and the files land in the repository's own feature, laid out like the use
/// cases the project has. Nothing in the repository or its mocks changes.
extension AddUseCasePlanner {
    /// The plan, or nil when no requirement of the repository serves the use case (the caller then
    /// adds one through the generator).
    package func planOverExistingMethod(useCase: String, repository: String, entity: String?, method wanted: String?) throws(StrataIssues) -> EvolutionPlan? {
        let repo = try repositoryProtocol(repository)
        let location = StrataModel.SourceLocation(file: repo.file.path, line: repo.declaration.line, column: repo.declaration.column)
        guard Naming.isIdentifier(useCase), useCase.first?.isUppercase == true else {
            throw StrataIssues([StrataIssue(.error, at: nil, "`\(useCase)` is not an UpperCamelCase use case name", hint: "for example `GetCharacter` or `RefreshCharactersPage`")])
        }
        if let entity { try checkEntity(entity, near: location) }
        // Run twice, nothing changes: the use case is there (by the project's naming or Strata's).
        let existingType = types.byName.keys.first { $0 == useCase + "UseCase" || $0 == useCase + "UseCaseImpl" || $0 == useCase + "Interactor" }
        if let existingType, let existing = (types.byName[existingType] ?? []).first(where: { !$0.isTest }) {
            let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
            session.alreadyPresent("`\(existingType)` (\(existing.file.path))")
            return try session.finish()
        }
        let member: Member
        let policyParameter: MemberParameter?
        if let wanted {
            let methods = repo.declaration.members.filter { $0.kind == .method }
            // A name (`fetchAll`) or, to tell overloads apart, a selector (`fetch(id:)`).
            let matching = methods.filter { $0.name == wanted || ServingMethod.selector($0) == wanted }
            guard let found = matching.first else {
                let hint =
                    Naming.suggestion(for: wanted, among: methods.map(\.name)).map { "did you mean `--method \($0)`?" }
                    ?? "its methods: " + methods.map { "`\(ServingMethod.selector($0))`" }.joined(separator: ", ")
                throw StrataIssues([StrataIssue(.error, at: location, "`\(repository)` has no method `\(wanted)`", hint: hint)])
            }
            if matching.count > 1 {
                let selectors = matching.map(ServingMethod.selector)
                throw StrataIssues([
                    StrataIssue(
                        .error, at: StrataModel.SourceLocation(file: repo.file.path, line: found.line, column: 1),
                        "`\(repository)` has \(matching.count) methods named `\(wanted)`: \(selectors.map { "`\($0)`" }.joined(separator: ", "))",
                        hint: "name one with its labels: --method \(selectors[0])")
                ])
            }
            member = found
            policyParameter = found.parameters.first { ServingMethod.isCachePolicy($0.type) }
        } else {
            let ranked = ServingMethod.ranked(useCase: useCase, entity: entity, in: repo.declaration)
            guard let best = ranked.first else { return try planWithNewRequirement(useCase: useCase, repository: repo, entity: entity) }
            if ranked.count > 1, ranked[1].score == best.score {
                let tied = ranked.filter { $0.score == best.score }.map { ServingMethod.selector($0.member) }
                throw StrataIssues([
                    StrataIssue(
                        .error, at: StrataModel.SourceLocation(file: repo.file.path, line: best.member.line, column: 1),
                        "\(tied.map { "`\($0)`" }.joined(separator: " and ")) of `\(repository)` could each serve `\(useCase)`",
                        hint: "name the one to call: --method \(tied[0])")
                ])
            }
            member = best.member
            policyParameter = best.cachePolicyParameter
        }
        let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
        if wanted == nil, let missing = ServingMethod.unnamedQualifier(useCase: useCase, member: member, repository: repository) {
            // `PopularMovies` over `fetchMoviesList(query:page:…)`: the method reads movies, but
            // nothing in it says popular ones; a person decides whether its arguments select them.
            session.unhandled(
                repo.file.path, line: member.line,
                "`\(useCase)` calls `\(ServingMethod.selector(member))`, whose name, labels and result say nothing of `\(missing)`: check that its arguments select what `\(useCase)` \(ServingMethod.isRead(useCase) ? "reads" : "acts on")",
                hint: "or add a requirement of its own and name it: --method")
        }
        return try writeUseCase(useCase, repository: repo, member: member, policyParameter: policyParameter, session: session)
    }

    /// No requirement serves the use case: one shaped like the repository's others is added to the
    /// protocol and every conformer (`ConformerCompletion`), then the use case calls it. Only where
    /// the project has use cases to follow; otherwise nil, and the generator's conventions decide.
    private func planWithNewRequirement(useCase: String, repository repo: ProjectType, entity: String?) throws(StrataIssues) -> EvolutionPlan? {
        let hasUseCases = types.byName.values.joined().contains { $0.role == .useCaseImplementation && !$0.isTest && $0.declaration.kind != .protocol }
        guard hasUseCases else { return nil }
        let entityName = entity ?? Self.entityName(ofRepository: repo.name)
        let text = RequirementDesign.declaration(useCase: useCase, entity: entityName, repository: repo.declaration)
        // A requirement returning a type the project does not declare (`Auth`, read from
        // `AuthRepository`'s name) would not compile: ask which method, or which type, instead.
        if entity == nil, types.byName[entityName] == nil, WholeWords.contains(entityName, in: text) {
            let methods = repo.declaration.members.filter { $0.kind == .method && !$0.isStatic }
            throw StrataIssues([
                StrataIssue(
                    .error, at: StrataModel.SourceLocation(file: repo.file.path, line: repo.declaration.line, column: 1),
                    "no method of `\(repo.name)` serves `\(useCase)`, and a new one cannot return `\(entityName)`: the project declares no such type",
                    hint: (methods.count == 1
                        ? "call its method: --method \(ServingMethod.selector(methods[0]))"
                        : methods.isEmpty
                            ? "add the method to the protocol first"
                            : "name the method to call: --method <one of "
                                + methods.map(ServingMethod.selector).joined(separator: ", ") + ">")
                        + "; or name the type it reads: --entity <Type>")
            ])
        }
        guard let declaration = Parser.parse(source: text).statements.first?.item.as(FunctionDeclSyntax.self) else { return nil }
        let session = EditSession(root: root, fileNames: ModuleFileNames(index: types.index))
        let source = try session.source(repo.file.path)
        guard let group = DeclarationLocator(source: source).protocolDecl(named: repo.name) else { return nil }
        let name = declaration.name.text
        let edit = MemberAppender(source: source).append(text, to: group, blankLineBefore: MemberSpacing.separated(group.memberBlock.members))
        session.add([edit], in: repo.file.path, line: source.line(of: group), "`\(repo.name)`: requirement `\(text)`")
        let protocolText = String(ConformerCompletion.columnZero(group).dropLast()) + "\n    " + text + "\n}"
        let conformers = (Array(types.byName.values.joined()) + Array(types.extensionsByName.values.joined())).filter { type in
            type.declaration.kind != .protocol && type.declaration.inheritedTypes.contains { $0 == repo.name || $0.hasSuffix("." + repo.name) }
        }.sorted { ($0.file.path, $0.declaration.line) < ($1.file.path, $1.declaration.line) }
        let completion = ConformerCompletion(types: types, session: session, failures: FailureValues(index: types.index), useCase: useCase)
        let requirement = ConformerCompletion.NewRequirement(
            protocolName: repo.name, method: name, declaration: declaration, oneLine: text, protocolSource: protocolText,
            generatedMock: nil, errorType: nearestError(to: repo))
        for conformer in conformers { try completion.complete(conformer, with: requirement) }
        // The use case's tests read the mock as it is once the requirement is in.
        try session.commitRound()
        let member = Member(
            kind: .method, name: name, type: declaration.signature.returnClause?.type.trimmedDescription,
            parameters: declaration.signature.parameterClause.parameters.map { parameter in
                MemberParameter(
                    label: parameter.firstName.text, name: (parameter.secondName ?? parameter.firstName).text, type: parameter.type.trimmedDescription)
            },
            isAsync: declaration.signature.effectSpecifiers?.asyncSpecifier != nil,
            throwsClause: declaration.signature.effectSpecifiers?.throwsClause?.trimmedDescription, line: repo.declaration.line)
        let policy = member.parameters.first { ServingMethod.isCachePolicy($0.type) }
        return try writeUseCase(useCase, repository: repo, member: member, policyParameter: policy, session: session)
    }

    private func writeUseCase(
        _ useCase: String, repository repo: ProjectType, member: Member, policyParameter: MemberParameter?, session: EditSession
    ) throws(StrataIssues) -> EvolutionPlan {
        let repository = repo.name
        let repositoryMock = types.byName.values.joined().first { type in
            type.isTest && type.declaration.kind == .class && type.declaration.inheritedTypes.contains { $0 == repository || $0.hasSuffix("." + repository) }
        }
        let layout = UseCaseLayout.read(useCase: useCase, repository: repo, repositoryMock: repositoryMock, types: types)
        if let existing = (types.byName[layout.typeName] ?? []).first(where: { !$0.isTest }) {
            session.alreadyPresent("`\(layout.typeName)` (\(existing.file.path))")
            return try session.finish()
        }
        let request = try self.request(
            useCase: useCase, repository: repo, member: member, policyParameter: policyParameter, layout: layout,
            repositoryMock: repositoryMock, session: session)
        for file in UseCaseOverMethodWriter(request).files() {
            let what =
                "\(Self.label(file.role)) `\(useCase)`, calling `\(repository).\(member.name)`"
                + (request.cachePolicyCase.map { " with `.\($0)`" } ?? "")
            if file.role == .useCaseMock, layout.mockJoinsFile {
                try joinMock(file.contents, into: file.path, session: session, summary: what + " (beside the other mocks)")
                continue
            }
            try session.addNewFile(OutputFile(path: file.path, contents: file.contents), summary: what)
        }
        if request.testsPath == nil {
            session.unhandled(
                request.useCasePath, line: 1,
                "no tests written for `\(request.typeName)`: "
                    + (repositoryMock == nil ? "`\(repository)` has no mock in the tests to drive them" : "the project has no use case tests to follow"),
                hint: "write them beside the project's other use case tests")
        }
        return try session.finish()
    }

    /// Appends a mock's declaration (its imports dropped) to a file holding every mock.
    private func joinMock(_ contents: String, into path: String, session: EditSession, summary: String) throws(StrataIssues) {
        let source = try session.source(path)
        let lines = contents.split(separator: "\n", omittingEmptySubsequences: false)
        let declaration = lines.drop { $0.hasPrefix("import ") || $0.hasPrefix("@testable import ") || $0.isEmpty }.joined(separator: "\n")
        let endsWithNewline = source.text.hasSuffix("\n")
        let replacement = (endsWithNewline ? "" : "\n") + "\n" + declaration
        session.add([SourceEdit(insert: replacement, at: source.text.utf8.count)], in: path, line: source.lines.lineStarts.count, summary)
    }

    /// The error enum nearest the repository's file, for a placeholder witness of an untyped `throws`.
    func nearestError(to repository: ProjectType) -> String? {
        let path = repository.file.path.split(separator: "/")
        // Beside the repository or in a folder above it, never another feature's folder
        // (`Repository/Login/`'s error is not `Repository/Travel/`'s), nor a mock's error.
        let errors = types.byName.values.joined().filter { type in
            let folder = type.file.path.split(separator: "/").dropLast()
            return !type.isTest && type.declaration.kind == .enum && type.declaration.inheritedTypes.contains { $0 == "Error" || $0 == "LocalizedError" }
                && path.starts(with: folder) && !type.name.hasPrefix("Mock") && !type.name.contains("MockError") && type.role != .mock
        }
        return errors.max { left, right in
            zip(left.file.path.split(separator: "/"), path).prefix { $0 == $1 }.count < zip(right.file.path.split(separator: "/"), path).prefix { $0 == $1 }.count
        }?.name
    }

    /// The repository protocol named, or an issue with the closest name.
    func repositoryProtocol(_ name: String) throws(StrataIssues) -> ProjectType {
        let protocols = types.byName.values.joined().filter { $0.declaration.kind == .protocol && !$0.isTest }
        if let found = protocols.first(where: { $0.name == name }) { return found }
        let known = protocols.filter { $0.role == .repositoryProtocol }.map(\.name)
        throw StrataIssues([
            StrataIssue(
                .error, at: nil, "no repository protocol `\(name)` in the project's sources",
                hint: Naming.suggestion(for: name, among: protocols.map(\.name)).map { "did you mean `--repository \($0)`?" }
                    ?? (known.isEmpty ? "`strata analyze` lists the repositories" : "the repositories: " + known.sorted().map { "`\($0)`" }.joined(separator: ", ")))
        ])
    }

    /// `--entity` names a type the project declares (any kind: the app's own `Character` included).
    func checkEntity(_ name: String, near location: StrataModel.SourceLocation) throws(StrataIssues) {
        guard (types.byName[name] ?? []).contains(where: { !$0.isTest }) else {
            let names = types.byName.values.joined().filter { !$0.isTest && $0.declaration.kind != .protocol }.map(\.name)
            throw StrataIssues([
                StrataIssue(
                    .error, at: location, "no type `\(name)` in the project's sources for --entity",
                    hint: Naming.suggestion(for: name, among: names).map { "did you mean `--entity \($0)`?" } ?? "name a type the repository returns")
            ])
        }
    }

    private func request(
        useCase: String, repository: ProjectType, member: Member, policyParameter: MemberParameter?, layout: UseCaseLayout,
        repositoryMock: ProjectType?, session: EditSession
    ) throws(StrataIssues) -> UseCaseOverMethod {
        let arguments = member.parameters.map { parameter in
            UseCaseOverMethod.Argument(label: parameter.label, name: parameter.name, type: parameter.type, isCachePolicy: parameter == policyParameter)
        }
        let method = UseCaseOverMethod.Method(
            name: member.name, arguments: arguments, returns: member.type.flatMap { $0 == "Void" || $0 == "()" ? nil : $0 }, isAsync: member.isAsync,
            throwsClause: member.throwsClause)
        let verb = ServingMethod.split(useCase).verb
        let policyCase = policyParameter.flatMap { parameter in
            types.resolve(parameter.type, from: repository.module).flatMap(types.enumCases).flatMap { ServingMethod.policyCase(verb: verb, cases: $0) }
        }
        let errorType = member.throwsClause.flatMap(Self.typedError)
        let errorDeclaration = errorType.flatMap { types.resolve($0, from: repository.module) }
        let mockMembers = try repositoryMock.flatMap { mock throws(StrataIssues) in
            RepositoryMockReading.read(
                mockName: mock.name, in: try session.source(mock.file.path), method: member.name,
                parameters: member.parameters.map(\.name), cachePolicyParameter: policyParameter?.name)
        }
        let testsRoot = layout.testsPath.map(Self.testRoot)
        var samples: [String: String] = [:]
        for parameter in member.parameters where parameter != policyParameter {
            if let value = sample(ofType: parameter.type, testsRoot: testsRoot) { samples[parameter.name] = value }
        }
        let returned = method.returns.flatMap { sample(ofType: $0, testsRoot: testsRoot) }
        var request = UseCaseOverMethod(
            name: useCase, typeName: layout.typeName, contractName: layout.contractName, mockName: layout.mockName, testsName: layout.testsName,
            repositoryType: repository.name, repositoryProperty: layout.repositoryProperty, method: method, cachePolicyCase: policyCase,
            errorType: errorType, failureValue: errorDeclaration.flatMap(failureValue), errorIsEquatable: errorDeclaration.map(isEquatable) ?? false,
            sampleValue: returned, returnIsEquatable: method.returns.map { isEquatable(typeNamed: $0, from: repository.module) } ?? false,
            sampleArguments: samples, testableModule: layout.testableModule, imports: layout.imports, useCasePath: layout.useCasePath,
            mockPath: layout.mockPath, testsPath: mockMembers == nil ? nil : layout.testsPath, repositoryMock: mockMembers, style: layout.style)
        request.contractPath = layout.contractPath
        return request
    }

    /// `Features/Episode/Tests/Unit/…` → `Features/Episode/Tests`: the part of the path a test target holds.
    static func testRoot(_ path: String) -> String {
        let parts = path.split(separator: "/").map(String.init)
        guard let index = parts.firstIndex(where: { $0.contains("Test") }) else { return parts.dropLast().joined(separator: "/") }
        return parts[...index].joined(separator: "/")
    }

    /// A value of `type` the tests can write: a literal, or a factory the same test target declares.
    func sample(ofType type: String, testsRoot: String?, depth: Int = 0) -> String? {
        switch type {
        case "Int", "Int64", "Int32", "UInt": return "1"
        case "String": return "\"sample\""
        case "Bool": return "true"
        case "Double", "Float", "CGFloat": return "1.5"
        default: break
        }
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") {
            return sample(ofType: String(type.dropFirst().dropLast()), testsRoot: testsRoot, depth: depth).map { "[\($0)]" }
        }
        if type.hasSuffix("?") { return sample(ofType: String(type.dropLast()), testsRoot: testsRoot, depth: depth) }
        for owner in types.extensionsByName[type] ?? [] where owner.isTest {
            if let testsRoot, !owner.file.path.hasPrefix(testsRoot + "/") { continue }
            if let factory = owner.declaration.members.first(where: { member in
                member.isStatic && member.kind == .method && member.parameters.allSatisfy(\.hasDefault) && (member.type == type || member.type == "Self")
            }) {
                return "\(type).\(factory.name)()"
            }
        }
        guard depth < 3, let declared = (types.byName[type] ?? []).first(where: { !$0.isTest }) else { return nil }
        return memberwise(declared, testsRoot: testsRoot, depth: depth + 1)
    }

    /// `CharacterFilter(name: nil, status: .alive)`: a struct built by its memberwise initializer
    /// when it declares none and every stored property has a sample (`nil` for optionals).
    func memberwise(_ type: ProjectType, testsRoot: String?, depth: Int) -> String? {
        if type.declaration.kind == .enum {
            let cases = type.declaration.members.filter { $0.kind == .enumCase }
            return cases.first { $0.parameters.isEmpty }.map { "\(type.name).\($0.name)" }
        }
        // A memberwise initializer is internal: only types of the feature the tests are in.
        let feature = testsRoot.map { $0.split(separator: "/").dropLast().joined(separator: "/") + "/" } ?? ""
        guard type.declaration.kind == .struct, !type.declaration.members.contains(where: { $0.kind == .initializer }),
            type.file.path.hasPrefix(feature), type.declaration.accessLevel != "private"
        else { return nil }
        var arguments: [String] = []
        for member in type.declaration.members where member.kind == .property && !member.isStatic && !member.isComputed {
            if member.hasInitializer && !member.isMutable { continue }
            guard let written = member.type else { return nil }
            if written.hasSuffix("?") { arguments.append("\(member.name): nil"); continue }
            guard written != type.name, let value = sample(ofType: written, testsRoot: testsRoot, depth: depth) else { return nil }
            arguments.append("\(member.name): \(value)")
        }
        return "\(type.name)(" + arguments.joined(separator: ", ") + ")"
    }

    /// A value of the error enum for the mock's default and the failure test: a case without
    /// associated values, else one whose values all have defaults or literals.
    func failureValue(_ error: ProjectType) -> String? {
        let cases = error.declaration.members.filter { $0.kind == .enumCase }
        let preferred = cases.sorted { left, right in
            let leftScore = ["loadFailed", "unknown", "generic", "network", "notFound"].firstIndex { left.name.hasPrefix($0) } ?? 99
            let rightScore = ["loadFailed", "unknown", "generic", "network", "notFound"].firstIndex { right.name.hasPrefix($0) } ?? 99
            return leftScore < rightScore
        }
        for item in preferred {
            if item.parameters.isEmpty { return "." + item.name }
            var values: [String] = []
            for parameter in item.parameters where !parameter.hasDefault {
                guard let value = sample(ofType: parameter.type, testsRoot: nil), UseCaseOverMethodWriter.isLiteral(value) else { values = ["-"]; break }
                values.append(parameter.label == "_" || parameter.label.isEmpty ? value : "\(parameter.label): \(value)")
            }
            if values == ["-"] { continue }
            return ".\(item.name)(\(values.joined(separator: ", ")))"
        }
        return nil
    }

    func isEquatable(_ type: ProjectType) -> Bool {
        type.declaration.inheritedTypes.contains { ["Equatable", "Hashable"].contains($0) }
            || (types.extensionsByName[type.name] ?? []).contains { $0.declaration.inheritedTypes.contains { ["Equatable", "Hashable"].contains($0) } }
    }

    func isEquatable(typeNamed type: String, from module: String?) -> Bool {
        if type.hasPrefix("["), type.hasSuffix("]"), !type.contains(":") { return isEquatable(typeNamed: String(type.dropFirst().dropLast()), from: module) }
        if type.hasSuffix("?") { return isEquatable(typeNamed: String(type.dropLast()), from: module) }
        if ["Int", "String", "Bool", "Double", "Float", "UUID", "Date", "URL", "Data"].contains(type) { return true }
        return types.resolve(type, from: module).map(isEquatable) ?? false
    }
}
