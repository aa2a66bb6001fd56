import StrataModel

/// Gathers a protocol's inherited requirements across files, and says which parents it cannot see.
struct InheritanceFlattener {
    let catalog: ProtocolCatalog

    func flatten(_ root: MockableProtocol) -> (FlattenedProtocol, [StrataIssue]) {
        var result = FlattenedProtocol(
            root: root, requirements: [], associatedTypes: [], fixedTypes: root.annotation?.typealiases ?? [:], whereRequirements: [],
            imports: [], isActor: false, globalActor: nil, standardParents: [], ancestors: [], files: [])
        var issues: [StrataIssue] = []
        var seenRequirements = Set<String>()
        var seenProtocols = Set<String>()
        var queue: [(model: MockableProtocol, arguments: [String])] = [(root, [])]
        while !queue.isEmpty {
            let (model, arguments) = queue.removeFirst()
            let key = "\(model.module ?? "")|\(model.name)"
            guard seenProtocols.insert(key).inserted else { continue }
            if model.name != root.name || model.file != root.file { result.ancestors.append(model.name) }
            if !result.files.contains(model.file) { result.files.append(model.file) }
            for line in model.imports where !result.imports.contains(line) { result.imports.append(line) }
            if result.globalActor == nil { result.globalActor = model.globalActor }
            // `Parent<User>` fixes Parent's primary associated types.
            for (name, type) in zip(model.primaryAssociatedTypes, arguments) where result.fixedTypes[name] == nil {
                result.fixedTypes[name] = type
            }
            for associated in model.associatedTypes where !result.associatedTypes.contains(where: { $0.name == associated.name }) {
                result.associatedTypes.append(associated)
            }
            if let clause = model.whereClause { result.whereRequirements += Self.split(clause) }
            if seenProtocols.count == 1 {
                // The protocol's own requirements: keys are built only once a parent adds more.
                result.requirements = model.requirements
            } else {
                if seenRequirements.isEmpty { seenRequirements = Set(result.requirements.map(Self.key)) }
                for requirement in model.requirements where seenRequirements.insert(Self.key(requirement)).inserted {
                    result.requirements.append(requirement)
                }
            }
            for parent in model.inherited {
                let bare = StandardProtocols.bare(ProtocolCatalog.bareName(parent))
                if bare == "Actor" || bare == "AnyActor" { result.isActor = true }
                if StandardProtocols.markers.contains(bare) { continue }
                if StandardProtocols.supplied.contains(bare) {
                    result.standardParents.insert(bare)
                    continue
                }
                if let found = catalog.lookup(parent, from: model.module) {
                    queue.append((found, ProtocolCatalog.genericArguments(parent)))
                } else {
                    issues.append(
                        StrataIssue(
                            .warning, at: SourceLocation(file: model.file, line: model.line, column: model.column),
                            "`\(model.name)` inherits `\(parent)`, which is not declared in the project: its requirements are not in the mock of `\(root.name)`",
                            hint: "if the mock does not compile, add the missing members to it by hand (it is then kept) or mock `\(parent)`'s module too"))
                }
            }
        }
        // `where Item == User` fixes an associated type as surely as `Parent<User>`.
        let associatedNames = Set(result.associatedTypes.map(\.name))
        result.whereRequirements = result.whereRequirements.filter { requirement in
            guard let equals = requirement.range(of: "==") else { return true }
            let left = requirement[..<equals.lowerBound].trimmingSpaces
            let right = requirement[equals.upperBound...].trimmingSpaces
            guard associatedNames.contains(left), result.fixedTypes[left] == nil else { return true }
            result.fixedTypes[left] = right
            return false
        }
        return (result, issues)
    }

    /// One key per signature: a requirement restated by a child protocol is the same requirement.
    static func key(_ requirement: Requirement) -> String {
        switch requirement {
        case .method(let method):
            let parameters = method.parameters.map { "\($0.label):\($0.type.written)\($0.isVariadic ? "..." : "")" }.joined(separator: ",")
            let generics = method.genericParameters.map(\.written).joined(separator: ",")
            return "func \(method.isStatic ? "static " : "")\(method.name)<\(generics)>(\(parameters))->\(method.returnType?.written ?? "Void")"
        case .property(let property):
            return "var \(property.isStatic ? "static " : "")\(property.name)"
        case .subscript(let item):
            let parameters = item.parameters.map { "\($0.label):\($0.type.written)" }.joined(separator: ",")
            return "subscript \(item.isStatic ? "static " : "")(\(parameters))->\(item.returnType.written)"
        case .initializer(let initializer):
            return "init(\(initializer.parameters.map { "\($0.label):\($0.type.written)" }.joined(separator: ",")))"
        }
    }

    /// `A: B, C == D` → [`A: B`, `C == D`].
    static func split(_ clause: String) -> [String] { TopLevelCommas.split(clause[...]) }
}
