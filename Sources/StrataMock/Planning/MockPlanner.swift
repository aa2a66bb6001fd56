import StrataAnalysis
import StrataGenerate
import StrataIndex
import StrataModel

/// A mock file to write.
public struct PlannedMock: Sendable, Hashable {
    /// Relative to the project root.
    public var path: String
    public var contents: String
    /// The protocols mocked in it.
    public var protocols: [String]
}

/// Selected protocols → mock files: names from the conventions, one file per protocol (or one for
/// all), imports of the protocols' files plus `@testable import` of their modules, the project's
/// indentation and header.
public struct MockPlanner: Sendable {
    public var conventions: Conventions
    public var style: MockStyle
    public var destination: MockDestination
    public var failures: FailureValues
    /// The package targets, to tell whether a mock lives in another module than its protocol.
    public var targets: [PackageTarget]
    /// Modules every mock file imports besides those found (`--import`).
    public var extraImports: [String]
    /// Where the project keeps its mocks, for `.conventions`.
    public var placement: MockPlacement

    public init(
        conventions: Conventions, style: MockStyle, destination: MockDestination, failures: FailureValues = FailureValues(),
        targets: [PackageTarget] = [], extraImports: [String] = [], placement: MockPlacement = MockPlacement()
    ) {
        self.conventions = conventions
        self.style = style
        self.destination = destination
        self.failures = failures
        self.targets = targets
        self.extraImports = extraImports
        self.placement = placement
    }

    public func plan(_ selected: [ProtocolEntry], catalog: ProtocolCatalog) -> (files: [PlannedMock], issues: [StrataIssue]) {
        let flattener = InheritanceFlattener(catalog: catalog)
        let renderer = MockRenderer(style: style, mainActorInit: conventions.mockMainActorInit, failures: failures)
        let names = SwiftNames(model: DomainModel(feature: "", module: ""), conventions: conventions)
        var issues: [StrataIssue] = []
        var order: [String] = []
        var byPath: [String: [(entry: ProtocolEntry, flattened: FlattenedProtocol, body: String)]] = [:]
        var owners: [String: String] = [:]
        for entry in selected {
            guard let model = catalog.model(named: entry.name, inFile: entry.file) else { continue }
            let (flattened, found) = flattener.flatten(model)
            issues += found
            let mockName = model.annotation?.mockName ?? names.mock(ofProtocol: model.name.split(separator: ".").joined())
            let (path, problem) = destination.path(forMock: mockName, of: entry, conventions: conventions, placement: placement)
            if let problem { issues.append(problem) }
            guard let path else { continue }
            if case .file = destination {} else if let owner = owners[path] {
                issues.append(StrataIssue(
                    .error, at: entry.location, "the mocks of `\(owner)` and `\(entry.name)` would both be written to \(path)",
                    hint: "name one mock with `/// @mockable(override: name = …)`, or select only one of them"))
                continue
            }
            owners[path] = entry.name
            if byPath[path] == nil { order.append(path) }
            byPath[path, default: []].append((entry, flattened, renderer.render(flattened, mockName: mockName)))
        }
        let modules = ModuleMap(targets: targets)
        let formatter = SourceFormatter(conventions: conventions)
        let files = order.map { path -> PlannedMock in
            let mocks = byPath[path] ?? []
            let here = modules.target(for: path)?.name
            let text = imports(for: mocks.map(\.flattened), modules: mocks.compactMap(\.entry.module), destinationModule: here)
                + "\n" + mocks.map(\.body).joined(separator: "\n")
            return PlannedMock(
                path: path, contents: formatter.format(text, path: path, module: here ?? "", isSwift: true),
                protocols: mocks.map(\.entry.name))
        }
        return (files, issues)
    }

    /// The protocols' files' imports as written, then `@testable import` of each protocol module
    /// that is not the mock's own.
    private func imports(for protocols: [FlattenedProtocol], modules: [String], destinationModule: String?) -> String {
        var testable: [String] = []
        for module in modules + extraImports where module != destinationModule && !testable.contains(module) { testable.append(module) }
        var lines: [String] = []
        for line in protocols.flatMap(\.imports) where !lines.contains(line) {
            // `import Domain` becomes `@testable import Domain` below; a module never imports itself.
            let module = line.split(separator: " ").last.map(String.init) ?? ""
            if testable.contains(module) || module == destinationModule { continue }
            lines.append(line)
        }
        lines += testable.map { "@testable import \($0)" }
        return lines.isEmpty ? "" : lines.joined(separator: "\n") + "\n"
    }
}
