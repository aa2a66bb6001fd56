import StrataAnalysis
import StrataIndex
import StrataModel

/// A function-like member that converts between a type and another: found by its signature,
/// whatever it is called (`map(_:)`, `toDomain()`, `init(dto:)`, `var domain`, `fromDomain(_:)`).
struct Mapping: Hashable {
    enum Direction: String, Hashable {
        /// Builds the subject from `other` (DTO → domain).
        case toSubject
        /// Builds `other` from the subject (domain → DTO, domain → application model).
        case fromSubject
        /// Copies the subject's fields into an existing `other` (no result).
        case update
    }

    var direction: Direction
    /// The other side as written in the signature (`WorkoutDTO`, `TMDb.Movie`).
    var other: String
    /// The file that declares the member, and where.
    var file: String
    var line: Int
    var memberName: String
    var memberKind: Member.Kind
    /// The type (or extended type) that owns the member; nil for a top-level function.
    var owner: String?
    var isTest: Bool
    var module: String?
    /// The type whose code declares the member (its nested types and aliases are in scope).
    var enclosing: String?
}

/// Finds every mapping of a subject type in the project, by signature.
struct MappingFinder {
    let types: ProjectTypes

    /// Types a mapping's other side can never be: not data, just plumbing.
    static let plumbingRoles: Set<Role> = [
        .repositoryProtocol, .repositoryImplementation, .useCaseContract, .useCaseImplementation, .dataSourceProtocol,
        .dataSource, .apiClient, .dependencyContainer, .viewModel, .mock, .testSuite, .errorType,
    ]

    func mappings(of subject: ProjectType) -> [Mapping] {
        var found: [Mapping] = []
        var owners: [ProjectType] = types.functions
        for group in types.byName.values { owners += group.filter { $0.declaration.kind != .protocol } }
        for group in types.extensionsByName.values { owners += group }
        for owner in owners {
            let ownerName = owner.declaration.kind == .function ? nil : ProjectTypes.unqualified(owner.declaration.name, modules: types.modules)
            for member in owner.declaration.members {
                guard let mapping = classify(member, ownerName: ownerName, owner: owner, subject: subject) else { continue }
                found.append(mapping)
            }
        }
        var seen = Set<Mapping>()
        return found.filter { seen.insert($0).inserted }.sorted { ($0.file, $0.line) < ($1.file, $1.line) }
    }

    private func classify(_ member: Member, ownerName: String?, owner: ProjectType, subject: ProjectType) -> Mapping? {
        guard !member.isAsync else { return nil }
        let path = owner.file.path
        let enclosing = owner.declaration.kind == .function ? nil : owner.declaration.name
        let isSubject = { (written: String) in self.refersTo(written, subject: subject, at: path, inside: enclosing) }
        // The subject's own declaration, or an extension of it (`extension Movie` in a file that
        // imports the subject's module): what `Self` and the owner's name mean there.
        let ownerIsSubject =
            owner.declaration.kind == .extension
            ? ownerName.map { types.refers($0, to: subject, at: path) } ?? false
            : owner.file.path == subject.file.path && owner.name == subject.name
        func mapping(_ direction: Mapping.Direction, _ other: String) -> Mapping? {
            guard isDataType(other, at: path, inside: enclosing, subject: subject, direction: direction, member: member, ownerName: ownerName) else { return nil }
            return Mapping(
                direction: direction, other: other, file: owner.file.path, line: member.line, memberName: member.name,
                memberKind: member.kind, owner: ownerName, isTest: owner.isTest, module: owner.module, enclosing: enclosing)
        }
        let parameterTypes = member.parameters.map { $0.type.trimmingSpaces() }
        // A parameter with a default (`toGame(isFavorite: Bool = false)`) is an option of the
        // mapping, never what it maps from.
        let requiredTypes = member.parameters.filter { !$0.hasDefault }.map { $0.type.trimmingSpaces() }
        switch member.kind {
        case .method:
            let result = member.type?.trimmingSpaces()
            if let result, result != "Void", result != "()" {
                let subjectParameters = parameterTypes.filter(isSubject)
                if isSubject(result) || (ownerIsSubject && result == "Self") {
                    if let source = requiredTypes.first(where: { !isSubject($0) && isNamedType($0) }), parameterTypes.count <= 3 {
                        return mapping(.toSubject, source)
                    }
                    // `OperationDTO.toDomain(paymentMethods: [PaymentMethod], categories: [Category])`:
                    // the owner is the source; lists passed in are look-ups (a method taking plain
                    // values, `execute(name: String)`, builds the subject from them instead).
                    if !member.isStatic, let ownerName, !ownerIsSubject, requiredTypes.allSatisfy({ $0.hasPrefix("[") }) {
                        return mapping(.toSubject, ownerName)
                    }
                    return nil
                }
                // `mapToFeedHistory(dtos: [FeedHistoryResponseDTO]) -> [FeedSummary]`: a list mapped
                // element by element (`dtos.map { .init(…) }`) maps the element types.
                if let element = Self.element(of: result), parameterTypes.count == 1, let sourceElement = Self.element(of: parameterTypes[0]) {
                    if isSubject(element), !isSubject(sourceElement), isNamedType(sourceElement) { return mapping(.toSubject, sourceElement) }
                    if isSubject(sourceElement), !isSubject(element), isNamedType(element) { return mapping(.fromSubject, element) }
                    return nil
                }
                guard isNamedType(result) else { return nil }
                if subjectParameters.count == 1 { return mapping(.fromSubject, result) }
                if parameterTypes.isEmpty, !member.isStatic, ownerIsSubject { return mapping(.fromSubject, result) }
                return nil
            }
            // `func map(_ domain: Movie, to entity: MovieEntity)`: update in place.
            guard parameterTypes.count == 2, parameterTypes.filter(isSubject).count == 1,
                let other = parameterTypes.first(where: { !isSubject($0) && isNamedType($0) })
            else { return nil }
            return mapping(.update, other)
        case .initializer:
            if ownerIsSubject, let source = parameterTypes.first(where: { !isSubject($0) && isNamedType($0) }), parameterTypes.count <= 2 {
                return mapping(.toSubject, source)
            }
            if let ownerName, !ownerIsSubject, parameterTypes.count <= 2, parameterTypes.contains(where: isSubject) {
                return mapping(.fromSubject, ownerName)
            }
            return nil
        case .property where member.isComputed && !member.isStatic:
            guard let type = member.type?.trimmingSpaces(), let ownerName else { return nil }
            if isSubject(type), !ownerIsSubject { return mapping(.toSubject, ownerName) }
            if ownerIsSubject, isNamedType(type), !isSubject(type) { return mapping(.fromSubject, type) }
            return nil
        default:
            return nil
        }
    }

    /// `[Movie]` → `Movie`; nil for anything else.
    static func element(of written: String) -> String? {
        guard case .array(.named(let element))? = try? TypeRefParser.parse(written) else { return nil }
        return element
    }

    /// `Movie`, `MoviesDomain.Movie`, `Entity.Movie` when that is what the name means in the file
    /// at `path` (its module and imports decide) — never `[Movie]` or `Movie?`.
    func refersTo(_ written: String, subject: ProjectType, at path: String, inside enclosing: String? = nil) -> Bool {
        guard isNamedType(written) else { return false }
        return types.refers(written, to: subject, at: path, inside: enclosing)
    }

    /// Screens take a model to show it (`MovieRow(movie:)`), they are not derived from it: SwiftUI
    /// views and modifiers, UIKit and AppKit views, cells and controllers.
    static let screenBases: Set<String> = [
        "View", "ViewModifier", "UIView", "UIViewController", "UITableViewCell", "UICollectionViewCell", "UITableViewController",
        "UICollectionViewController", "UINavigationController", "NSView", "NSViewController", "UIHostingController", "App", "Scene",
    ]

    static func isScreen(_ type: ProjectType) -> Bool {
        type.declaration.inheritedTypes.contains { screenBases.contains(TypeNameReader.baseName($0)) }
    }

    private func isNamedType(_ written: String) -> Bool {
        guard let first = written.first, first.isUppercase else { return false }
        return written.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." } && !TypeRef.builtinNames.contains(written)
    }

    /// The other side must be data (a DTO, model, SDK type), not a repository or a builtin; a
    /// project type must share at least one property name with the subject.
    private func isDataType(_ other: String, at path: String, inside enclosing: String?, subject: ProjectType, direction: Mapping.Direction, member: Member, ownerName: String?)
        -> Bool
    {
        if let type = types.resolve(other, in: types.scope(of: path, inside: enclosing)) {
            guard type.declaration.kind != .protocol, type.declaration.kind != .enum, !Self.plumbingRoles.contains(type.role), !Self.isScreen(type),
                type.file.path != subject.file.path || type.name != subject.name
            else { return false }
            let shared = Set(type.storedPropertyNames).intersection(subject.storedPropertyNames).subtracting(["id"])
            return !shared.isEmpty || type.storedPropertyNames.isEmpty
        }
        // An SDK type the project does not declare: only as a source, from something that maps,
        // and named like data (`TMDb.Movie`, `MovieResponse`), never `Decoder` or `ModelContext`.
        guard direction == .toSubject, !["Decoder", "Encoder", "ModelContext", "NSManagedObjectContext"].contains(other) else { return false }
        let looksLikeData =
            types.isExternal(other) || other.hasPrefix(subject.name)
            || ["DTO", "Dto", "Response", "Payload", "Record", "Entity", "Model"].contains { other.hasSuffix($0) }
        guard looksLikeData else { return false }
        let name = member.name.lowercased()
        return (ownerName ?? "").hasSuffix("Mapper") || name.hasPrefix("map") || name.hasPrefix("to") || member.kind == .initializer
    }
}
