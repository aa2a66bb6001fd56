import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataPropagation

/// Where and how the project writes a use case, read from one it already has (the template): the
/// one over the same repository, else the nearest by path. Its files' folders are carried over to
/// the repository's own feature by their position relative to the template's repository
/// (`Features/Character/Tests/Shared/Mocks/` → `Features/Episode/Tests/Shared/Mocks/`), and its
/// names give the new ones (`GetCharacterUseCase`/`…Contract`/`…Mock` → `GetEpisodesUseCase`/…).
struct UseCaseLayout {
    var typeName: String
    var contractName: String?
    var mockName: String?
    var testsName: String?
    var useCasePath: String
    /// The contract's own file, when the template's contract has one.
    var contractPath: String?
    /// The stored property holding the repository (`repository`, `moviesRepository`).
    var repositoryProperty = "repository"
    var mockPath: String?
    var testsPath: String?
    /// The template's mock file holds several mocks (`DomainMocks.swift`): the new mock joins it.
    var mockJoinsFile: Bool
    var style: UseCaseOverMethod.Style
    var imports: [String]
    var testableModule: String?
    /// What the layout was read from, for the summary.
    var template: String?

    static func read(useCase name: String, repository: ProjectType, repositoryMock: ProjectType?, types: ProjectTypes) -> UseCaseLayout {
        var implementations = types.byName.values.joined().filter { $0.role == .useCaseImplementation && !$0.isTest && $0.declaration.kind != .protocol }
        if implementations.isEmpty {
            // Use cases that each serve a screen with several operations (`EditProductUseCase` with
            // `validate(name:)` and `update(_:)`) are no single-`execute` use case, but their files
            // still say where the project keeps use cases, their contracts and their mocks.
            implementations = types.byName.values.joined().filter { type in
                !type.isTest && [.struct, .class].contains(type.declaration.kind) && type.name.hasSuffix("UseCase")
            }
        }
        let usesRepository: (ProjectType) -> Bool = { type in
            type.declaration.members.contains { $0.kind == .property && ($0.type.map(ServingMethod.namesIn) ?? []).contains(repository.name) }
        }
        let repositoryPath = components(repository.file.path)
        let template = implementations.max { left, right in
            (usesRepository(left) ? 1 : 0, commonPrefix(components(left.file.path), repositoryPath), right.file.path)
                < (usesRepository(right) ? 1 : 0, commonPrefix(components(right.file.path), repositoryPath), left.file.path)
        }
        var style = UseCaseOverMethod.Style()
        style.indent = indent(of: template?.file ?? repository.file)
        style.swiftTesting = usesSwiftTesting(types)
        let repositoryImports = repository.file.imports.filter { !$0.isTestable }.map(\.module)
        guard let template else {
            // No use case to follow: beside the repository's folder, the mock beside the repository's mock.
            let folder = repositoryPath.dropLast()
            let base = folder.last.map { ["Repositories", "Repository", "Interfaces"].contains($0) } == true ? Array(folder.dropLast()) : Array(folder)
            let mockFolder = repositoryMock.map { components($0.file.path).dropLast().joined(separator: "/") }
            return UseCaseLayout(
                typeName: name + "UseCase", contractName: name + "UseCaseContract", mockName: repositoryMock == nil ? nil : name + "UseCaseMock",
                testsName: nil, useCasePath: (base + ["UseCases", name + "UseCase.swift"]).joined(separator: "/"),
                mockPath: mockFolder.map { "\($0)/\(name)UseCaseMock.swift" }, testsPath: nil, mockJoinsFile: false, style: style,
                imports: repositoryImports, testableModule: testableModule(of: repositoryMock?.file) ?? repository.module, template: nil)
        }
        let contract = template.declaration.inheritedTypes.first { inherited in
            (types.byName[inherited] ?? []).contains { $0.declaration.kind == .protocol && !$0.isTest }
        }
        // The template's own use case name, read from the contract when there is one
        // (`ListPullRequestsUseCase` for `DoListPullRequestsUseCase`).
        let templateBase = base(of: contract ?? template.name)
        let rename: (String) -> String = { text in templateBase.isEmpty ? text : text.replacingOccurrences(of: templateBase, with: name) }
        let anchor = templateRepository(of: template, types: types).map { components($0.file.path) } ?? components(template.file.path)
        // A folder named after the template's use case (`UseCases/FetchMovieDetails/`) is renamed
        // after the new one: the new use case gets its own folder, as the template has.
        func carried(_ path: String) -> String {
            let moved = transplant(components(path), from: anchor, to: repositoryPath)
            return (moved.dropLast().map { $0 == templateBase && !templateBase.isEmpty ? name : $0 } + moved.suffix(1)).joined(separator: "/")
        }
        func fileName(_ path: String, type: String, newType: String) -> String {
            let last = components(path).last ?? path
            return last == type + ".swift" ? newType + ".swift" : rename(last)
        }
        let useCaseFolder = carried(template.file.path).split(separator: "/").dropLast().joined(separator: "/")
        let typeName = rename(template.name)
        let useCasePath = useCaseFolder + "/" + fileName(template.file.path, type: template.name, newType: typeName)

        style.access = template.declaration.accessLevel == "public" || template.declaration.accessLevel == "open" ? "public " : ""
        style.implementationIsStruct = template.declaration.kind == .struct
        if let contract, let declaration = (types.byName[contract] ?? []).first(where: { $0.declaration.kind == .protocol }) {
            style.contractRefinesSendable = declaration.declaration.inheritedTypes.contains("Sendable")
        } else {
            style.contractRefinesSendable = false
        }
        let conformed = contract ?? template.name
        // A mock is a test type, or a class named …Mock in a testing-support target (`Testing/DomainMocks.swift`).
        let mock = types.byName.values.joined().first { type in
            (type.isTest || type.name.hasSuffix("Mock")) && type.declaration.kind == .class && type.declaration.inheritedTypes.contains(conformed)
        }
        var mockName: String?
        var mockPath: String?
        var joins = false
        if let mock {
            mockName = rename(mock.name)
            style.mockMainActorInit = mock.declaration.members.contains { $0.kind == .initializer && $0.attributes.contains("MainActor") }
            let sharesFile = mock.file.declarations.filter { $0.kind == .class }.count > 1 && !(components(mock.file.path).last ?? "").contains(templateBase)
            if sharesFile {
                // Every mock in one file: the new one joins it (when it is the repository's feature's file).
                mockPath = mock.file.path
                joins = true
            } else {
                let folder = carried(mock.file.path).split(separator: "/").dropLast().joined(separator: "/")
                mockPath = folder + "/" + fileName(mock.file.path, type: mock.name, newType: mockName!)
            }
            style.blankLineBeforeTestableImport = blankLineBeforeTestable(mock.file, types: types)
        } else if let repositoryMock {
            mockName = Self.withoutSuffix(contract.map(rename) ?? typeName, ["Contract", "Protocol", "Interface"]) + "Mock"
            mockPath = components(repositoryMock.file.path).dropLast().joined(separator: "/") + "/" + mockName! + ".swift"
        }
        // The template's tests, else the tests of the nearest use case that has some.
        let ranked = implementations.sorted { left, right in
            (usesRepository(left) ? 1 : 0, commonPrefix(components(left.file.path), repositoryPath), right.file.path)
                > (usesRepository(right) ? 1 : 0, commonPrefix(components(right.file.path), repositoryPath), left.file.path)
        }
        let tested = ([template] + ranked).lazy.compactMap { useCase -> (ProjectType, ProjectType)? in
            let contract = useCase.declaration.inheritedTypes.first { (types.byName[$0] ?? []).contains { $0.declaration.kind == .protocol } }
            let suite = [useCase.name + "Tests", (contract ?? "") + "Tests"].lazy.compactMap { name in (types.byName[name] ?? []).first { $0.isTest } }.first
            return suite.map { (useCase, $0) }
        }.first
        let suite = tested?.1
        var testsPath: String?
        var testsName: String?
        if let (testedUseCase, suite) = tested {
            testsName = typeName + "Tests"
            if suite.name == template.name + "Tests" || suite.name == (contract ?? "") + "Tests" { testsName = rename(suite.name) }
            let suiteAnchor = templateRepository(of: testedUseCase, types: types).map { components($0.file.path) } ?? components(testedUseCase.file.path)
            let suiteBase = base(of: testedUseCase.name)
            let moved = transplant(components(suite.file.path), from: suiteAnchor, to: repositoryPath)
            let folder = moved.dropLast().map { $0 == suiteBase && !suiteBase.isEmpty ? name : $0 }.joined(separator: "/")
            testsPath = folder + "/" + testsName! + ".swift"
            style.swiftTesting = suite.file.imports.contains { $0.module == "Testing" } || !suite.file.imports.contains { $0.module == "XCTest" } && style.swiftTesting
        }
        let destination = ModuleMap(targets: types.index.targets).target(for: useCasePath)?.name
        // The template's imports are its module's: a template in another module (an implementation
        // in a platform module that imports the Domain and its own dependencies) says nothing of what
        // the new file's module can import, so the repository's file, beside it, does.
        // Without build descriptions to say (a project whose manifests were not read), a template
        // under another top folder (`LocalPlatform/` for `Domain/`) counts as another module.
        let sameModule =
            destination != nil && template.module != nil
            ? template.module == destination : components(template.file.path).first == components(useCasePath).first
        var imports = sameModule ? template.file.imports.filter { !$0.isTestable }.map(\.module) : []
        for module in repositoryImports where !imports.contains(module) { imports.append(module) }
        imports.removeAll { $0 == destination }  // a module never imports itself
        var layout = UseCaseLayout(
            typeName: typeName, contractName: contract.map(rename), mockName: mockName, testsName: testsName, useCasePath: useCasePath,
            mockPath: mockPath, testsPath: testsPath, mockJoinsFile: joins, style: style, imports: imports,
            // The new mock and tests see the use case through its own module: the target that holds
            // the new file (the template's `MoviesApplication`, or the repository's feature).
            testableModule: destination
                ?? testableModule(of: repositoryMock?.file ?? mock?.file ?? suite?.file) ?? repository.module,
            template: template.name)
        layout.repositoryProperty = repositoryProperty(of: template, repository: repository.name, types: types)
        if let contract, let declared = (types.byName[contract] ?? []).first(where: { $0.declaration.kind == .protocol && !$0.isTest }),
            declared.file.path != template.file.path
        {
            let folder = carried(declared.file.path).split(separator: "/").dropLast().joined(separator: "/")
            layout.contractPath = folder + "/" + fileName(declared.file.path, type: contract, newType: rename(contract))
        }
        return layout
    }

    /// `GetCharacterUseCase` → `GetCharacter`; `GetMeUseCaseImpl` → `GetMe`.
    static func base(of typeName: String) -> String {
        if let range = typeName.range(of: "UseCase") { return String(typeName[..<range.lowerBound]) }
        for suffix in ["Interactor", "Impl", "Service"] where typeName.hasSuffix(suffix) { return String(typeName.dropLast(suffix.count)) }
        return typeName
    }

    /// The template's name for its repository property when it is generic (`repository`) or it
    /// stores the same repository; else the repository's name in lower camel case (`episodeRepository`).
    static func repositoryProperty(of template: ProjectType, repository: String, types: ProjectTypes) -> String {
        let stored = template.declaration.members.first { member in
            member.kind == .property && !member.isStatic
                && (member.type.map(ServingMethod.namesIn) ?? []).contains { name in
                    name == repository || (types.byName[name] ?? []).contains { $0.role == .repositoryProtocol }
                }
        }
        guard let stored else { return "repository" }
        if stored.name == "repository" || stored.type.map(ServingMethod.namesIn)?.contains(repository) == true { return stored.name }
        let base = withoutSuffix(repository, ["Protocol", "Contract", "Interface", "Type"])
        return base.prefix(1).lowercased() + base.dropFirst()
    }

    static func withoutSuffix(_ name: String, _ suffixes: [String]) -> String {
        for suffix in suffixes where name.hasSuffix(suffix) && name.count > suffix.count { return String(name.dropLast(suffix.count)) }
        return name
    }

    /// The repository protocol the template use case stores.
    static func templateRepository(of template: ProjectType, types: ProjectTypes) -> ProjectType? {
        for member in template.declaration.members where member.kind == .property && !member.isStatic {
            for name in member.type.map(ServingMethod.namesIn) ?? [] {
                if let found = (types.byName[name] ?? []).first(where: { $0.role == .repositoryProtocol && !$0.isTest }) { return found }
            }
        }
        return nil
    }

    static func components(_ path: String) -> [String] { path.split(separator: "/").map(String.init) }

    static func commonPrefix(_ left: [String], _ right: [String]) -> Int {
        zip(left, right).prefix { $0 == $1 }.count
    }

    /// `path` moved from beside `anchor` to beside `target`: what they share is replaced by the
    /// target's folders at the same distance from its file.
    static func transplant(_ path: [String], from anchor: [String], to target: [String]) -> [String] {
        let shared = commonPrefix(path, anchor)
        let depth = anchor.count - shared
        guard target.count >= depth else { return path }
        return Array(target.dropLast(depth)) + Array(path.dropFirst(shared))
    }

    static func indent(of file: FileSummary) -> String {
        if file.style.tabIndentedLines > file.style.spaceIndentedLines { return "\t" }
        return String(repeating: " ", count: file.style.spaceIndentWidth ?? 4)
    }

    static func usesSwiftTesting(_ types: ProjectTypes) -> Bool {
        let files = types.index.files.filter { types.isTestFile($0.path) }
        let testing = files.filter { $0.imports.contains { $0.module == "Testing" } }.count
        let xctest = files.filter { $0.imports.contains { $0.module == "XCTest" } }.count
        return testing >= xctest
    }

    static func testableModule(of file: FileSummary?) -> String? {
        file?.imports.first { $0.isTestable }?.module
    }

    /// The file separates `@testable import` from the plain imports by a blank line.
    static func blankLineBeforeTestable(_ file: FileSummary, types: ProjectTypes) -> Bool {
        guard let testable = file.imports.first(where: \.isTestable) else { return false }
        let plain = file.imports.filter { !$0.isTestable }
        guard let last = plain.last(where: { $0.line < testable.line }) else { return true }
        return testable.line - last.line > 1
    }
}
