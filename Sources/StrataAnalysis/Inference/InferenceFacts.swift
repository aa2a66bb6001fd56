import Foundation
import StrataIndex
import StrataModel

/// The classified codebase with its raw facts at hand: declarations and members by type, files by
/// path, so each inference rule asks questions instead of searching.
struct InferenceFacts {
    let model: CodebaseModel
    let index: SourceIndex
    let summaries: [String: FileSummary]
    let files: [String: ClassifiedFile]
    /// Declared (not extension) types by name; the first declaration wins, like the classifier's catalog.
    let types: [String: ClassifiedType]
    /// Extensions by the base name of the type they extend, with their file.
    let extensions: [String: [(declaration: Declaration, file: String)]]
    /// `typealias` targets by name (`UserID` → `UUID`).
    let aliases: [String: String]
    /// Relations by kind and source type, so rules ask without scanning them all.
    private let relationIndex: [Relation.Kind: [String: [Relation]]]
    /// The classifier's entities, plus the types repository protocols return that it could not place
    /// in a Domain folder (`Shop/Core/Models/OrderModel.swift`).
    private(set) var entities: [ClassifiedType] = []
    /// The classifier's domain enums, plus enums that entities store (`OrderStatus` beside `OrderModel`).
    private(set) var valueEnums: [ClassifiedType] = []
    /// Test extensions with a static factory: the classifier's (`mock`, `make`, `fixture`, `stub`) and
    /// any other static func returning the extended type (`fake(…)`).
    private(set) var mockFactories: [(name: String, file: String, line: Int)] = []
    /// The Data layer's DTOs, mappers, data sources, models and repository implementations.
    private(set) var data = DataLayerFacts()
    /// The text of a file by its path, for the few facts the index does not keep (the strategy a
    /// `JSONDecoder` is set to); nil when it cannot be read.
    let sourceText: (String) -> String?

    /// - Parameter sourceText: reads a file's text by its path; by default from disk under the index's root.
    init(model: CodebaseModel, index: SourceIndex, sourceText: ((String) -> String?)? = nil) {
        self.model = model
        self.index = index
        let root = index.root
        self.sourceText = sourceText ?? { path in try? String(contentsOfFile: root + "/" + path, encoding: .utf8) }
        summaries = Dictionary(index.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        files = Dictionary(model.files.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var types: [String: ClassifiedType] = [:]
        for type in model.types where type.kind != .extension && types[type.name] == nil {
            types[type.name] = type
        }
        self.types = types
        var extensions: [String: [(declaration: Declaration, file: String)]] = [:]
        var aliases: [String: String] = [:]
        for file in index.files {
            for declaration in file.declarations {
                switch declaration.kind {
                case .extension:
                    extensions[TypeNameReader.baseName(declaration.name), default: []].append((declaration, file.path))
                case .typealias:
                    if let aliased = declaration.aliasedType { aliases[declaration.name] = aliased }
                default:
                    continue
                }
            }
        }
        self.extensions = extensions
        self.aliases = aliases
        var relationIndex: [Relation.Kind: [String: [Relation]]] = [:]
        for relation in model.relations { relationIndex[relation.kind, default: [:]][relation.from, default: []].append(relation) }
        self.relationIndex = relationIndex
        entities = findEntities()
        valueEnums = findValueEnums()
        mockFactories = findMockFactories()
        data = DataLayerFacts(self)
    }

    private func findEntities() -> [ClassifiedType] {
        var result = sourceTypes(.entity)
        var seen = Set(result.map(\.name))
        for repository in sourceTypes(.repositoryProtocol) {
            for member in declaration(of: repository)?.members ?? [] where member.kind == .method {
                for name in TypeNameReader.names(in: member.type ?? "") {
                    guard let type = types[name], type.role == .other, type.kind == .struct || type.kind == .class,
                        !isTest(type.file), !name.contains("."), seen.insert(name).inserted
                    else { continue }
                    let identifiable =
                        type.conformances.contains("Identifiable")
                        || members(of: type).contains { $0.kind == .property && $0.name == "id" && !$0.isStatic }
                    if identifiable { result.append(type) }
                }
            }
        }
        return result
    }

    private func findValueEnums() -> [ClassifiedType] {
        var result = sourceTypes(.valueEnum)
        var seen = Set(result.map(\.name))
        for entity in entities {
            for member in members(of: entity) where member.kind == .property && !member.isStatic {
                for name in TypeNameReader.names(in: member.type ?? "") {
                    guard let type = types[name], type.role == .other, type.kind == .enum, !isTest(type.file),
                        !name.contains("."), seen.insert(name).inserted
                    else { continue }
                    result.append(type)
                }
            }
        }
        return result
    }

    private func findMockFactories() -> [(name: String, file: String, line: Int)] {
        var result = model.types(.mockFactory).map { (name: TypeNameReader.baseName($0.name), file: $0.file, line: $0.line) }
        var seen = Set(result.map { $0.file + ":" + String($0.line) })
        for (name, items) in extensions.sorted(by: { $0.key < $1.key }) where types[name] != nil {
            for item in items where isTest(item.file) {
                let makesSelf = item.declaration.members.contains { member in
                    member.isStatic && (member.kind == .method || member.kind == .property)
                        && ["Self", name].contains(RepositoryInference.stripped(member.type ?? ""))
                }
                guard makesSelf, seen.insert(item.file + ":" + String(item.declaration.line)).inserted else { continue }
                result.append((name: name, file: item.file, line: item.declaration.line))
            }
        }
        return result.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    func isTest(_ path: String) -> Bool { files[path]?.isTest ?? false }

    func relations(_ kind: Relation.Kind, from name: String) -> [Relation] { relationIndex[kind]?[name] ?? [] }

    /// Declared types of a role outside tests, top-level only (`Outer.Inner` is skipped).
    func sourceTypes(_ role: Role) -> [ClassifiedType] {
        model.types.filter { $0.role == role && $0.kind != .extension && !$0.name.contains(".") && !isTest($0.file) }
    }

    func declaration(of type: ClassifiedType) -> Declaration? {
        let declarations = summaries[type.file]?.declarations ?? []
        return declarations.first { $0.name == type.name && $0.line == type.line && $0.kind == type.kind }
            ?? declarations.first { $0.name == type.name && $0.kind == type.kind }
    }

    /// Extensions of a type in non-test files (test helpers add conformances the code itself lacks).
    func sourceExtensions(of name: String) -> [(declaration: Declaration, file: String)] {
        (extensions[name] ?? []).filter { !isTest($0.file) }
    }

    /// Members of the declaration and of its extensions in non-test files.
    func members(of type: ClassifiedType) -> [Member] {
        (declaration(of: type)?.members ?? []) + sourceExtensions(of: type.name).flatMap(\.declaration.members)
    }

    /// Conformances in the order written: the declaration's, then those added by non-test extensions.
    func writtenConformances(of type: ClassifiedType) -> [String] {
        var result: [String] = []
        let inherited = (declaration(of: type)?.inheritedTypes ?? []) + sourceExtensions(of: type.name).flatMap(\.declaration.inheritedTypes)
        for name in inherited.map(TypeNameReader.baseName) where !result.contains(name) {
            result.append(name)
        }
        return result
    }

    func location(_ type: ClassifiedType) -> SourceLocation {
        SourceLocation(file: type.file, line: type.line, column: declaration(of: type)?.column ?? 1)
    }

    func location(_ file: String, line: Int) -> SourceLocation { SourceLocation(file: file, line: line, column: 1) }

    /// `UserID` → `UUID` through project typealiases (a few levels at most).
    func resolvingAliases(_ type: String) -> String {
        var current = type.trimmingWhitespace()
        for _ in 0..<4 {
            guard let next = aliases[current] else { break }
            current = next.trimmingWhitespace()
        }
        return current
    }

    /// The type of an entity's `id`, aliases resolved.
    func idType(of entity: ClassifiedType) -> String? {
        members(of: entity).first { $0.kind == .property && $0.name == "id" && !$0.isStatic }?.type.map(resolvingAliases)
    }

    /// The project protocol a mock stands in for, if the classifier found one.
    func mockedProtocol(of mock: ClassifiedType) -> ClassifiedType? {
        for relation in relations(.mocks, from: mock.name) {
            if let target = types[relation.to], target.kind == .protocol { return target }
        }
        return mock.conformances.lazy.compactMap { types[$0] }.first { $0.kind == .protocol }
    }

    /// The use case contract an implementation conforms to.
    func contract(of implementation: ClassifiedType) -> ClassifiedType? {
        implementation.conformances.lazy.compactMap { types[$0] }.first { $0.role == .useCaseContract }
    }
}

extension String {
    /// Replaces the first occurrence of `part`, or returns nil when `part` is absent or empty.
    func replacingFirst(_ part: String, with replacement: String) -> String? {
        guard !part.isEmpty else { return nil }
        var index = startIndex
        while index < endIndex {
            if self[index...].hasPrefix(part) {
                let end = self.index(index, offsetBy: part.count)
                return String(self[..<index]) + replacement + String(self[end...])
            }
            index = self.index(after: index)
        }
        return nil
    }

    func droppingSuffix(_ suffix: String) -> String? {
        guard hasSuffix(suffix), count > suffix.count else { return nil }
        return String(dropLast(suffix.count))
    }

    func droppingPrefix(_ prefix: String) -> String? {
        guard hasPrefix(prefix), count > prefix.count else { return nil }
        return String(dropFirst(prefix.count))
    }
}
