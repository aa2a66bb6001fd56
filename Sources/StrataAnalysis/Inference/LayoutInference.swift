import StrataIndex
import StrataModel

/// What module names and folders say about features: each domain module with its feature, app prefix
/// and bounded context, so names and paths can be written as patterns (`Contexts/{context}/Sources/{feature}Domain`).
struct FeatureInfo: Hashable {
    /// The module holding the feature's entities (or, failing that, its repositories or use cases).
    var module: String?
    /// The folder of that module, `/`-separated components.
    var root: [String]
    var feature: String?
    var app: String?
    /// `app + feature` as a folder name (`PopcornMovies`), when the codebase has one.
    var context: String?
    /// The module name as a pattern (`{feature}Domain`), nil when it is not made of the feature.
    var modulePattern: String?

    /// Spellings of one folder or file-name component: `MoviesDomain` → `{module}`, `{feature}Domain`;
    /// `VitalArcTests` → itself, `{module}Tests`. The component alone when no name of the feature
    /// appears in it. The first is the one written unless a preset spells it another way.
    func spellings(of component: String) -> [String] {
        var result: [String] = []
        if let module, let rest = component == module ? "" : component.droppingPrefix(module) {
            // A module named after nothing else (`VitalArc`) reads best as itself; one named after a
            // layer (`Domain`) is a fixed folder, never the feature's own module, so only as itself.
            if modulePattern == nil { result.append(component) }
            if modulePattern != nil || !LayoutInference.layoutWords.contains(module.lowercased()) {
                result.append("{module}" + rest)
            }
            if let modulePattern { result.append(modulePattern + rest) }
        }
        if let context, let app, !app.isEmpty, let replaced = component.replacingFirst(context, with: "{context}") {
            result.append(replaced)
            if let spelled = component.replacingFirst(context, with: "{app}{feature}") { result.append(spelled) }
        }
        if let feature, let replaced = component.replacingFirst(feature, with: "{feature}"), !result.contains(replaced) {
            result.append(replaced)
        }
        return result.isEmpty ? [component] : result
    }

    /// Every spelling of a path made of `components`: the combinations of each component's spellings.
    func spellings(ofPath components: [String]) -> [String] {
        var paths = [""]
        for component in components {
            let options = spellings(of: component)
            paths = paths.flatMap { prefix in options.map { prefix.isEmpty ? $0 : prefix + "/" + $0 } }
            if paths.count > 64 { paths = Array(paths.prefix(64)) }
        }
        return paths
    }
}

/// Where each kind of file lives: the `sources`/`tests` roots and module names per feature, and the
/// folder of every generated kind below them.
struct LayoutInference {
    let facts: InferenceFacts

    /// The root folder and module of one file.
    struct Placement: Hashable {
        var root: [String]
        var module: String?
        var isTest: Bool
    }

    /// Folder names that belong to a layout inside a module, never to a module's own folder.
    static let layoutWords: Set<String> = [
        "domain", "data", "presentation", "app", "application", "infrastructure", "entities", "models", "model",
        "usecases", "repositories", "errors", "mocks", "mock", "helpers", "unit", "shared", "support", "fixtures",
        "stubs", "doubles", "fakes", "spies", "services", "di", "views", "viewmodels", "screens", "scenes",
        "networking", "network", "persistence", "datasources", "dtos", "mappers", "interfaces", "protocols",
        "common", "utils", "utilities", "extensions", "resources", "integration", "adapters", "composition",
        "dependencyinjection", "api", "ui", "designsystem", "features", "contexts", "modules", "packages", "sources", "tests",
        "remote", "local", "cache",
    ]
    /// Folders that hold one folder per feature (`Features/Orders`, `Contexts/PopcornMovies`).
    static let containerWords: Set<String> = ["Features", "Contexts", "Modules", "Packages", "Domains", "BoundedContexts", "Feature"]
    /// Modules beside a domain module named after its feature (`OrdersData`, `OrdersUI`).
    static let siblingSuffixes = ["Data", "Infrastructure", "UI", "Presentation", "Features", "Feature", "Adapters", "App"]
    /// Module name endings that name a layer (`MoviesDomain` is the `Movies` feature's domain).
    static let layerSuffixes = ["Domain", "Application", "Infrastructure", "Data", "Presentation", "UI", "Core", "Kit", "Feature"]

    let placements: [String: Placement]
    let features: [FeatureInfo]
    /// Feature of each module (domain modules and the modules beside them).
    let featureOfModule: [String: FeatureInfo]
    /// Feature of each test folder, by what its files import or else by the nearest folder.
    let featureOfTestRoot: [[String]: FeatureInfo]
    /// The first file (by path) of each module, where module-wide findings point.
    let firstFileOfModule: [String: String]

    init(facts: InferenceFacts) {
        self.facts = facts
        var placements: [String: Placement] = [:]
        // The deepest target folder holding the file, by looking its folders up (not every target per file).
        var targets: [[String]: PackageTarget] = [:]
        for target in facts.index.targets {
            let root = Self.components(target.path)
            if !root.isEmpty, targets[root] == nil { targets[root] = target }
        }
        for file in facts.index.files {
            let components = Self.components(file.path)
            let isTest = facts.files[file.path]?.isTest ?? false
            let owner = stride(from: components.count - 1, through: 1, by: -1).lazy
                .compactMap { depth in targets[Array(components.prefix(depth))].map { ($0, Array(components.prefix(depth))) } }.first
            if let (target, root) = owner {
                placements[file.path] = Placement(root: root, module: target.name, isTest: isTest || target.kind == .test)
            } else {
                placements[file.path] = Placement(root: Self.heuristicRoot(components, isTest: isTest), module: nil, isTest: isTest)
            }
        }
        // Modules of folders that no Package.swift declares: the folder name, or what tests import.
        let testedModules = Self.testableImports(facts.index.files, placements: placements)
        let testedNames = Set(testedModules.values.joined())
        let testRoots = testedModules.keys.sorted { $0.joined(separator: "/") < $1.joined(separator: "/") }
        var moduleOfRoot: [[String]: String?] = [:]
        for (path, placement) in placements where placement.module == nil && !placement.isTest {
            if let known = moduleOfRoot[placement.root] {
                placements[path]?.module = known
                continue
            }
            let root = placement.root
            var module = root.last.flatMap { $0 == "Sources" ? nil : $0 }
            if module.map(testedNames.contains) != true,
                let nearest = testRoots.max(by: { Self.commonPrefix($0, root) < Self.commonPrefix($1, root) }),
                Self.commonPrefix(nearest, root) > 0, let imported = testedModules[nearest]?.first
            {
                module = imported
            }
            moduleOfRoot[root] = module
            placements[path]?.module = module
        }
        self.placements = placements

        // Domain modules: those with entities or repository protocols, else those with use cases.
        var domainModules: [String: [String]] = [:]
        var order: [String] = []
        for roles in [[Role.entity, .repositoryProtocol], [.useCaseContract, .useCaseImplementation]] where domainModules.isEmpty {
            for role in roles {
                for type in role == .entity ? facts.entities : facts.sourceTypes(role) {
                    guard let placement = placements[type.file], let module = placement.module else { continue }
                    if domainModules[module] == nil { order.append(module) }
                    domainModules[module] = placement.root
                }
            }
        }
        let moduleNames = Set(facts.index.targets.map(\.name)).union(placements.values.compactMap(\.module))
        var features = order.map { Self.feature(module: $0, root: domainModules[$0] ?? [], modules: moduleNames) }
        if features.count > 1, features.allSatisfy({ $0.feature == nil }) {
            // Several domain modules named after nothing else: each module is a feature.
            features = features.map { info in
                var info = info
                info.feature = info.module
                info.modulePattern = "{feature}"
                return info
            }
        }
        self.features = features

        var featureOfModule: [String: FeatureInfo] = [:]
        for info in features { if let module = info.module { featureOfModule[module] = info } }
        var firstFiles: [String: String] = [:]
        for (path, placement) in placements {
            guard let module = placement.module, firstFiles[module].map({ path < $0 }) ?? true else { continue }
            firstFiles[module] = path
        }
        self.firstFileOfModule = firstFiles
        let domainFeatures = featureOfModule
        var sourceFilesOfModule: [String: [String]] = [:]
        for (path, placement) in placements where !placement.isTest {
            if let module = placement.module { sourceFilesOfModule[module, default: []].append(path) }
        }
        for (module, path) in firstFiles where featureOfModule[module] == nil && placements[path]?.isTest == false {
            // A module named after a feature (`LoyaltyData`, `PopcornMoviesAdapters`) is that feature's, wherever it
            // lives; else the nearest feature's folder; else the feature it imports.
            if let named = Self.named(module, features: features) {
                featureOfModule[module] = named
            } else if let nearest = Self.nearest(features, to: placements[path]?.root ?? []) {
                featureOfModule[module] = nearest
            } else if let imported = Self.mostImported(by: sourceFilesOfModule[module] ?? [], features: domainFeatures, facts: facts) {
                featureOfModule[module] = imported
            }
        }
        self.featureOfModule = featureOfModule

        var importsByTestRoot: [[String]: [String: Int]] = [:]
        for (path, placement) in placements where placement.isTest {
            var counts = importsByTestRoot[placement.root] ?? [:]
            for fact in facts.summaries[path]?.imports ?? [] where featureOfModule[fact.module] != nil {
                counts[fact.module, default: 0] += fact.isTestable ? 2 : 1
            }
            importsByTestRoot[placement.root] = counts
        }
        var featureOfTestRoot: [[String]: FeatureInfo] = [:]
        for (root, counts) in importsByTestRoot {
            if let best = counts.max(by: { ($0.value, $1.key) < ($1.value, $0.key) })?.key, let info = featureOfModule[best] {
                featureOfTestRoot[root] = info
            } else if let info = Self.nearest(features, to: root) {
                featureOfTestRoot[root] = info
            }
        }
        self.featureOfTestRoot = featureOfTestRoot
    }

    // MARK: Features

    /// What a domain module's name and folder say about its feature.
    static func feature(module: String, root: [String], modules: Set<String> = []) -> FeatureInfo {
        var info = FeatureInfo(module: module, root: root)
        let base = layerSuffixes.lazy.compactMap { module.droppingSuffix($0) }.first
        let container = root.indices.dropLast().first { containerWords.contains(root[$0]) }.map { root[$0 + 1] }
        if let container, container != "Sources" {
            if let base, let app = container.droppingSuffix(base) {
                info.feature = base
                info.app = app
                info.context = container
            } else if let base, container == base {
                info.feature = base
            } else if container == module {
                info.feature = container
            } else if let app = module.droppingSuffix(container) {
                info.feature = container
                info.app = app
            } else {
                info.feature = container
            }
        } else if let base {
            info.feature = base
        } else if siblingSuffixes.contains(where: { modules.contains(module + $0) }) {
            // `Orders` beside `OrdersData` and `OrdersUI`: the module is the feature's domain.
            info.feature = module
        }
        if let feature = info.feature {
            if module == feature {
                info.modulePattern = "{feature}"
            } else if let suffix = module.droppingPrefix(feature) {
                info.modulePattern = "{feature}" + suffix
            } else if let app = info.app, module == app + feature {
                info.modulePattern = "{app}{feature}"
            } else if let app = info.app, let suffix = module.droppingPrefix(app + feature) {
                info.modulePattern = "{app}{feature}" + suffix
            }
        }
        return info
    }

    func feature(ofFile path: String) -> FeatureInfo? {
        guard let placement = placements[path] else { return nil }
        if !placement.isTest, let module = placement.module, let info = featureOfModule[module] { return info }
        if placement.isTest, let info = featureOfTestRoot[placement.root] { return info }
        return Self.nearest(features, to: placement.root)
    }

    static func nearest(_ features: [FeatureInfo], to root: [String]) -> FeatureInfo? {
        if features.count == 1 { return features.first }
        let best = features.max { commonPrefix($0.root, root) < commonPrefix($1.root, root) }
        guard let best, commonPrefix(best.root, root) > 0 else { return nil }
        return best
    }

    /// The feature whose bounded context, domain module or name (longest first) the module's name starts with.
    static func named(_ module: String, features: [FeatureInfo]) -> FeatureInfo? {
        var best: (length: Int, info: FeatureInfo)?
        for info in features {
            for name in [info.context, info.module, info.feature].compactMap({ $0 }) where name.count >= 3 && module.hasPrefix(name) && module != name {
                if name.count > best?.length ?? 0 { best = (name.count, info) }
            }
        }
        return best?.info
    }

    /// The feature whose domain module a module's source files import most (ties: by module name).
    static func mostImported(by files: [String], features: [String: FeatureInfo], facts: InferenceFacts) -> FeatureInfo? {
        var counts: [String: Int] = [:]
        for path in files {
            for fact in facts.summaries[path]?.imports ?? [] where features[fact.module] != nil { counts[fact.module, default: 0] += 1 }
        }
        return counts.max { ($0.value, $1.key) < ($1.value, $0.key) }.flatMap { features[$0.key] }
    }

    /// The popcorn preset keeps a copy of `<Name>+Mocks.swift` in every test target that uses it: a factory in a
    /// test folder holding none of the feature's mocks or use case tests (a Data-layer test target) is
    /// such a copy and says nothing about where factories or tests live.
    static func withoutFactoryCopies(
        _ placed: [PlacedFile], placements: [String: Placement], feature: (String) -> FeatureInfo?
    ) -> [PlacedFile] {
        var mainRoots: [FeatureInfo: Set<[String]>] = [:]
        for file in placed where file.kind.votesForTestRoot && file.kind != .mockFactory {
            guard let root = placements[file.path]?.root, let info = feature(file.path) else { continue }
            mainRoots[info, default: []].insert(root)
        }
        return placed.filter { file in
            guard file.kind == .mockFactory, let root = placements[file.path]?.root, let info = feature(file.path),
                let roots = mainRoots[info]
            else { return true }
            return roots.contains(root)
        }
    }

    // MARK: Evidence

    func evidence() -> [FieldEvidence] {
        var moduleName = FieldEvidence(
            "moduleName", noun: "domain modules", phrase: Phrases.named,
            read: { $0.moduleName }, write: { $0.moduleName = $1 }
        )
        var sources = FieldEvidence(
            "paths.sources", noun: "domain modules", phrase: Phrases.at,
            read: { $0.paths.sources }, write: { $0.paths.sources = $1 }
        )
        var tests = FieldEvidence(
            "paths.tests", noun: "test folders with mocks or use case tests", phrase: Phrases.at,
            read: { $0.paths.tests }, write: { $0.paths.tests = $1 }
        )
        var kinds: [ArtifactKind: FieldEvidence] = [:]
        for kind in ArtifactKind.placed {
            guard let keyPath = kind.pathPattern else { continue }
            kinds[kind] = FieldEvidence(
                "paths.\(kind.rawValue)", noun: kind.noun, phrase: Phrases.at,
                read: { $0.paths[keyPath: keyPath] }, write: { $0.paths[keyPath: keyPath] = $1 }
            )
        }

        for info in features {
            guard let module = info.module else { continue }
            let firstFile = firstFileOfModule[module] ?? ""
            let location = facts.location(firstFile, line: 1)
            if let pattern = info.modulePattern {
                moduleName.add(pattern, at: location, spellings: info.context == module ? ["{context}"] : [])
            } else {
                moduleName.add(module, at: location)
            }
            if !info.root.isEmpty {
                let spelled = info.spellings(ofPath: info.root)
                sources.add(spelled[0], at: location, spellings: spelled)
            }
        }

        let placed = Self.withoutFactoryCopies(placedFiles(), placements: placements, feature: feature(ofFile:))
        // The main test folder of each feature: the one holding most of its mocks and tests. Data-layer
        // tests speak for it only when the feature has no other tests.
        // Only files in test folders say where tests live: a mock shipped in a production module (for
        // previews) says where that mock is, not where the tests are.
        let inTests = placed.filter { facts.isTest($0.path) }
        let domainTested = Set(inTests.filter(\.kind.votesForTestRoot).compactMap { feature(ofFile: $0.path) })
        let rootVoters = inTests.filter { file in
            file.kind.votesForTestRoot || (file.kind.isTest && feature(ofFile: file.path).map { !domainTested.contains($0) } == true)
        }
        var testRootVotes: [FeatureInfo: [[String]: Int]] = [:]
        for file in rootVoters {
            guard let placement = placements[file.path], let info = feature(ofFile: file.path) else { continue }
            testRootVotes[info, default: [:]][placement.root, default: 0] += 1
        }
        var testRoots: [FeatureInfo: [String]] = [:]
        for (info, votes) in testRootVotes {
            testRoots[info] = votes.max { ($0.value, $1.key.joined(separator: "/")) < ($1.value, $0.key.joined(separator: "/")) }?.key
        }
        var seenTestRoots = Set<[String]>()
        for file in rootVoters {
            guard let placement = placements[file.path], seenTestRoots.insert(placement.root).inserted,
                let info = feature(ofFile: file.path), !placement.root.isEmpty
            else { continue }
            let spelled = info.spellings(ofPath: placement.root)
            tests.add(spelled[0], at: facts.location(file.path, line: 1), spellings: spelled)
        }

        for file in placed {
            let location = facts.location(file.path, line: file.line)
            let info = feature(ofFile: file.path) ?? FeatureInfo(root: [])
            let components = Self.components(file.path)
            let fileName = components.last ?? ""
            guard fileName == file.name + ".swift" else {
                kinds[file.kind]?.add("are named differently from their type", at: location, expressible: false, example: "`\(fileName)` holds `\(file.name)`")
                continue
            }
            let folders = Array(components.dropLast())
            let root: [String]? = file.kind.isTest ? testRoots[info] : (info.root.isEmpty ? nil : info.root)
            var prefixes: [String] = []
            var relative = folders
            if let root, folders.starts(with: root) {
                prefixes = [file.kind.isTest ? "{tests}" : "{sources}"]
                relative = Array(folders.dropFirst(root.count))
            }
            let subject = file.kind == .mockFactory ? file.subject : file.name
            if let folder = relative.first(where: { isPerTypeFolder($0, subject: subject, info: info) }) {
                kinds[file.kind]?.add("sit in a folder of their own", at: location, expressible: false, example: "`\(folder)/\(fileName)`")
                continue
            }
            let spelled = info.spellings(ofPath: relative).map { folder in
                (prefixes + (folder.isEmpty ? [] : [folder]) + ["{name}.swift"]).joined(separator: "/")
            }
            kinds[file.kind]?.add(spelled[0], at: location, spellings: spelled)
        }
        return [moduleName, sources, tests] + ArtifactKind.placed.compactMap { kinds[$0] }
    }

    /// A folder named after the type it holds (`UseCases/FetchMovieDetails/DefaultFetchMovieDetailsUseCase.swift`):
    /// patterns have `{name}` for the file only.
    private func isPerTypeFolder(_ folder: String, subject: String, info: FeatureInfo) -> Bool {
        guard folder.count >= 3, !Self.layoutWords.contains(folder.lowercased()), info.spellings(of: folder) == [folder] else { return false }
        return subject.contains(folder)
    }

    struct PlacedFile {
        var kind: ArtifactKind
        /// What `{name}` stands for in the file name: the type, or the factory file's base name.
        var name: String
        /// The type the file is about (the extended type for a mock factory).
        var subject: String
        var path: String
        var line: Int
    }

    /// Every file of a kind Strata generates, with the name its path pattern would use.
    func placedFiles() -> [PlacedFile] {
        var result: [PlacedFile] = []
        func add(_ kind: ArtifactKind, _ type: ClassifiedType) {
            result.append(PlacedFile(kind: kind, name: type.name, subject: type.name, path: type.file, line: type.line))
        }
        facts.entities.forEach { add(.entity, $0) }
        facts.valueEnums.filter { $0.kind == .enum && $0.name != "CachePolicy" }.forEach { add(.enumType, $0) }
        facts.sourceTypes(.repositoryProtocol).filter { $0.kind == .protocol }.forEach { add(.repository, $0) }
        facts.sourceTypes(.useCaseImplementation).forEach { add(.useCase, $0) }
        NamingInference.featureErrors(facts).forEach { add(.error, $0) }
        facts.model.types.filter { $0.name == "CachePolicy" && $0.kind != .extension && !facts.isTest($0.file) }.forEach { add(.cachePolicy, $0) }
        facts.sourceTypes(.dependencyContainer).forEach { add(.dependencyContainer, $0) }
        for mock in facts.model.types(.mock) where mock.kind != .extension && !mock.name.contains(".") {
            switch facts.mockedProtocol(of: mock)?.role {
            case .repositoryProtocol?: add(.repositoryMock, mock)
            case .useCaseContract?, .useCaseImplementation?: add(.useCaseMock, mock)
            default: continue
            }
        }
        var factoryFiles = Set<String>()
        for factory in facts.mockFactories where factoryFiles.insert(factory.file).inserted {
            let fileName = String(factory.file.split(separator: "/").last ?? "")
            let base = fileName.droppingSuffix(".swift") ?? fileName
            result.append(PlacedFile(kind: .mockFactory, name: base, subject: factory.name, path: factory.file, line: factory.line))
        }
        let useCases = Set(facts.sourceTypes(.useCaseImplementation).map(\.name))
        for suite in facts.model.types(.testSuite) where suite.kind != .extension {
            let tested = facts.relations(.tests, from: suite.name).contains { useCases.contains($0.to) }
            if tested || (suite.name.droppingSuffix("Tests").map(useCases.contains) ?? false) {
                add(.useCaseTest, suite)
            }
        }
        return result + placedDataFiles()
    }

    // MARK: Paths

    static func components(_ path: String) -> [String] {
        path.split(separator: "/").map(String.init).filter { $0 != "." }
    }

    static func commonPrefix(_ a: [String], _ b: [String]) -> Int {
        zip(a, b).prefix { $0 == $1 }.count
    }

    /// The module folder of a file that no Package.swift places: for tests, the last `…Tests` folder;
    /// for sources, `…/Sources/<Module>` or the folders above the first layout folder.
    static func heuristicRoot(_ components: [String], isTest: Bool) -> [String] {
        let folders = Array(components.dropLast())
        if isTest, let index = folders.lastIndex(where: { $0 == "Tests" || $0.hasSuffix("Tests") }) {
            return Array(folders[...index])
        }
        if let index = folders.lastIndex(of: "Sources") {
            if index + 1 < folders.count, !layoutWords.contains(folders[index + 1].lowercased()) {
                return Array(folders[...(index + 1)])
            }
            return Array(folders[...index])
        }
        if let index = folders.firstIndex(where: { layoutWords.contains($0.lowercased()) && !containerWords.contains($0) }) {
            return Array(folders[..<index])
        }
        return folders
    }

    /// `@testable import`s of test files, by test folder.
    static func testableImports(_ files: [FileSummary], placements: [String: Placement]) -> [[String]: [String]] {
        var result: [[String]: [String: Int]] = [:]
        for file in files {
            guard let placement = placements[file.path], placement.isTest else { continue }
            for fact in file.imports where fact.isTestable {
                result[placement.root, default: [:]][fact.module, default: 0] += 1
            }
        }
        return result.mapValues { counts in counts.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.map(\.key) }
    }
}
