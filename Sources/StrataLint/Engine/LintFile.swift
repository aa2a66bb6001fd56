import StrataAnalysis
import StrataIndex
import StrataModel

/// One file as a rule sees it: its facts, its layer and module, the types it declares, the project.
public struct LintFile: Sendable {
    /// The index's summaries and where this file's is: read in place, as a copy of a whole summary
    /// per file retained and released some twenty strings and arrays on counters both cores share.
    private let summaries: [FileSummary]
    private let position: Int
    package let info: ClassifiedFile
    package let project: LintProject
    /// Types with their declaration or an extension here: looked up once per file rather than
    /// once per call site a rule places.
    package let touchingTypes: [TypeFacts]

    package var summary: FileSummary {
        _read { yield summaries[position] }
    }

    package init(summary: FileSummary, info: ClassifiedFile, project: LintProject) {
        self.init(summaries: [summary], position: 0, info: info, project: project)
    }

    /// The file whose summary is `project.index.files[position]`.
    init(position: Int, info: ClassifiedFile, project: LintProject) {
        self.init(summaries: project.index.files, position: position, info: info, project: project)
    }

    private init(summaries: [FileSummary], position: Int, info: ClassifiedFile, project: LintProject) {
        self.summaries = summaries
        self.position = position
        self.info = info
        self.project = project
        touchingTypes = project.typesTouchingFile[info.path] ?? []
    }

    package var path: String { summary.path }
    package var layer: Layer { info.layer }
    package var module: String? { info.module }
    package var isTest: Bool { info.isTest }
    package var code: CodeFacts { summary.code }

    /// Non-extension types declared in this file.
    package var types: [TypeFacts] { project.typesByFile[path] ?? [] }

    /// Everything declared here is a dependency container, an extension of one or a type nested in
    /// one (`ShowsSceneDIContainer.Dependencies`): the composition root, App code by nature wherever
    /// the project keeps it (`…DependencyContainer+Data.swift`).
    ///
    /// What a type does counts before its name: a type made only of static methods that each return
    /// a use case (`UseCaseFacade.fetchOrdersUseCase()`) builds the object graph as a container
    /// does; a fake a container registers for UI tests (`FakeRemoteConfig` beside its `Assembly`)
    /// is part of that wiring.
    package var isCompositionRoot: Bool {
        if isAppEntryPoint { return true }
        let touching = touchingTypes
        let containers = touching.filter { $0.role == .dependencyContainer || isUseCaseFactory($0) }
        func belongs(_ name: String) -> Bool {
            containers.contains { $0.name == name || name.hasPrefix($0.name + ".") } || TypeReading.isTestDouble(name)
        }
        return !containers.isEmpty && touching.allSatisfy { belongs($0.name) }
            && summary.declarations.allSatisfy { belongs(TypeNameReader.baseName($0.name)) || belongs($0.name) }
    }

    /// Only static methods (and a private initializer), each returning a use case of the project.
    private func isUseCaseFactory(_ type: TypeFacts) -> Bool {
        let kind = type.declaration.kind
        guard kind == .class || kind == .enum || kind == .struct else { return false }
        var methods = 0
        for member in type.members {
            switch member.kind {
            case .initializer where member.accessLevel == "private":
                continue
            case .method where member.isStatic:
                guard let returned = member.type,
                    let role = project.role(of: TypeNameReader.baseName(returned.hasPrefix("any ") ? String(returned.dropFirst(4)) : returned), from: module),
                    role == .useCaseContract || role == .useCaseImplementation
                else { return false }
                methods += 1
            default:
                return false
            }
        }
        return methods > 0
    }

    /// The file holds only an app or scene delegate (`AppDelegate: UIResponder, UIApplicationDelegate`):
    /// where the app starts and builds its object graph, as a container does, whatever target holds it.
    private var isAppEntryPoint: Bool {
        let declared = summary.declarations.filter { $0.kind != .extension }
        // `@main struct ShopApp: App` starts the program: its file wires the layers, whatever else it declares.
        if declared.contains(where: { $0.attributes.contains("main") }) { return true }
        return !declared.isEmpty
            && declared.allSatisfy { declaration in
                declaration.inheritedTypes.contains { Self.entryPointProtocols.contains(TypeNameReader.baseName($0)) }
            }
    }

    private static let entryPointProtocols: Set<String> = [
        "UIApplicationDelegate", "UIWindowSceneDelegate", "NSApplicationDelegate", "WKApplicationDelegate", "WKExtensionDelegate",
    ]

    /// Whether `line` is inside a dependency container's text here, nested types included.
    package func isInDependencyContainer(line: Int) -> Bool {
        let path = path
        return touchingTypes.contains { type in
            type.parts.contains { $0.contains(line: line, in: path) } && (type.role == .dependencyContainer || isUseCaseFactory(type))
        }
    }

    /// The type (declaration or extension part) whose text contains `line`, innermost first.
    package func type(containing line: Int) -> TypeFacts? {
        var best: (type: TypeFacts, span: Int)?
        let path = path
        for type in touchingTypes {
            for part in type.parts where part.contains(line: line, in: path) {
                let span = part.declaration.endLine - part.declaration.line
                if best == nil || span < best!.span { best = (type, span) }
            }
        }
        return best?.type
    }

    /// A member (or the type itself) of a type of some role, found by line; see `place(of:role:)`.
    package struct Place {
        package let type: TypeFacts
        package let member: Member?
        let part: TypeFacts.Part?

        /// How to name the place in a message: "`RestaurantRepositoryImpl.searchRestaurants(query:page:)`"
        /// (made only for the places a finding names).
        package var name: String {
            member.map { "`\(type.name).\(TypeReading.selector($0))`" } ?? "`\(type.name)`"
        }

        /// The member is `private`/`fileprivate` (itself or through a `private extension`).
        package var isPrivate: Bool {
            guard let member, let part else { return false }
            return TypeReading.isPrivate(member, in: part.declaration)
        }
    }

    /// The type of `role` (and the member) whose text in this file contains `line`.
    package func place(of line: Int, role: Role) -> Place? {
        guard let type = type(containing: line), type.role == role else { return nil }
        let found = type.memberAndPart(containing: line, in: path)
        return Place(type: type, member: found?.member, part: found?.part)
    }
}

/// Where a rule puts its findings for one file (or the project); severity and rule come from the engine.
public struct FindingSink: Sendable {
    package let ruleID: String
    package let severity: StrataIssue.Severity
    /// The file being checked; project rules name the file of each finding.
    package let path: String
    package private(set) var findings: [Finding] = []
    /// Fixes placed by the engine once it has the file's syntax tree, by index in `findings`.
    private(set) var pendingFixes: [(finding: Int, fix: PendingFix)] = []

    package init(ruleID: String, severity: StrataIssue.Severity, path: String) {
        self.ruleID = ruleID
        self.severity = severity
        self.path = path
    }

    /// - Parameter severity: lower than the rule's for what the rule could not check (never higher).
    package mutating func add(
        _ message: String, line: Int, column: Int = 1, file: String? = nil, hint: String? = nil, fix: Fix? = nil,
        severity: StrataIssue.Severity? = nil
    ) {
        let chosen = severity.map { Self.rank($0) < Self.rank(self.severity) ? $0 : self.severity } ?? self.severity
        findings.append(
            Finding(
                ruleID: ruleID, severity: chosen, location: SourceLocation(file: file ?? path, line: line, column: column),
                message: message, hint: hint, fix: fix))
    }

    /// A finding whose fix the engine places in the file's syntax tree.
    mutating func add(_ message: String, line: Int, column: Int = 1, hint: String? = nil, pendingFix: PendingFix) {
        pendingFixes.append((findings.count, pendingFix))
        add(message, line: line, column: column, hint: hint)
    }

    /// The findings with their pending fixes placed by `placer` (those it cannot place are dropped).
    func placingFixes(with placer: inout PendingFixPlacer) -> [Finding] {
        var placed = findings
        for (index, pending) in pendingFixes { placed[index].fix = placer.place(pending) }
        return placed
    }

    private static func rank(_ severity: StrataIssue.Severity) -> Int {
        switch severity {
        case .note: return 0
        case .warning: return 1
        case .error: return 2
        }
    }
}
