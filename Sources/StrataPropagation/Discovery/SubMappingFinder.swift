import StrataIndex
import StrataModel
import SwiftSyntax

/// Finds how an embedded entity (`Price`) converts to or from its counterpart in another layer
/// (`PriceDTO`, a stored model), from the entity's own mappings: a mapper type's method, a method
/// or computed property of the counterpart, or an initializer.
struct SubMappingFinder {
    let types: ProjectTypes

    /// The counterpart of `entity` of the same kind as `derived` (a DTO, a stored model, a plain
    /// model), preferring `derived`'s module; else a project type named after the entity the way
    /// `derived` is named after its subject (`PriceDTO` as `ProductDTO` is for `Product`).
    func counterpart(of entity: ProjectType, like derived: ProjectType, subjectName: String) -> String? {
        let candidates = MappingFinder(types: types).mappings(of: entity).filter { !$0.isTest }.compactMap { mapping -> ProjectType? in
            guard let other = types.resolveOther(of: mapping), other.name != entity.name else { return nil }
            return other
        }.filter { $0.isPersistenceModel == derived.isPersistenceModel && $0.isCodable == derived.isCodable }
        if let best = candidates.first(where: { $0.module == derived.module }) ?? candidates.first { return best.name }
        guard let named = DerivedName.of(derived.name, subject: subjectName, value: entity.name), named != derived.name, let type = types.resolve(named, from: derived.module),
            !type.isTest
        else { return nil }
        return type.name
    }

    /// The element conversion from `from` to `to` (names as written; one of them the entity), for a
    /// mapper declared in `parent` (a mapper type's declaration, or nil for an extension or a
    /// top-level function, which cannot store a sub-mapper).
    func find(entity: ProjectType, from: String, to: String, parent: DeclGroupSyntax?) -> SubMapping? {
        let bareFrom = ProjectTypes.unqualified(from, modules: types.modules)
        let bareTo = ProjectTypes.unqualified(to, modules: types.modules)
        let toEntity = bareTo == entity.name
        let counterpart = toEntity ? bareFrom : bareTo
        let mappings = MappingFinder(types: types).mappings(of: entity).filter { mapping in
            !mapping.isTest && mapping.direction == (toEntity ? .toSubject : .fromSubject)
                && ProjectTypes.unqualified(mapping.other, modules: types.modules) == counterpart
        }
        for mapping in mappings {
            guard let member = member(of: mapping) else { continue }
            let owner = mapping.owner ?? ""
            switch mapping.memberKind {
            case .initializer:
                let label = member.parameters.first?.label ?? "_"
                return SubMapping(form: .initializer(type: owner, label: label), storedMapper: nil)
            case .property:
                return SubMapping(form: .property(mapping.memberName), storedMapper: nil)
            case .method:
                let source = toEntity ? counterpart : entity.name
                if member.parameters.isEmpty, owner == source { return SubMapping(form: .method(mapping.memberName), storedMapper: nil) }
                guard !owner.isEmpty else { return SubMapping(form: .function(mapping.memberName), storedMapper: nil) }
                if member.isStatic { return SubMapping(form: .function("\(owner).\(mapping.memberName)"), storedMapper: nil) }
                guard let parent else { return SubMapping(form: .function("\(owner)().\(mapping.memberName)"), storedMapper: nil) }
                if Self.typeName(of: parent) == owner { return SubMapping(form: .function("self.\(mapping.memberName)"), storedMapper: nil) }
                if let stored = Self.storedProperty(ofType: owner, in: parent) {
                    return SubMapping(form: .function("\(stored).\(mapping.memberName)"), storedMapper: nil)
                }
                let name = owner.prefix(1).lowercased() + owner.dropFirst()
                return SubMapping(form: .function("\(name).\(mapping.memberName)"), storedMapper: (name, owner))
            default:
                continue
            }
        }
        return nil
    }

    /// The index's record of the mapping's member.
    func member(of mapping: Mapping) -> Member? {
        let owners =
            (types.byName.values.joined().filter { $0.file.path == mapping.file })
            + (types.extensionsByName.values.joined().filter { $0.file.path == mapping.file }) + types.functions.filter { $0.file.path == mapping.file }
        for owner in owners {
            if let member = owner.declaration.members.first(where: { $0.line == mapping.line && $0.name == mapping.memberName }) { return member }
        }
        return nil
    }

    static func typeName(of group: DeclGroupSyntax) -> String? {
        if let node = group.as(StructDeclSyntax.self) { return node.name.text }
        if let node = group.as(ClassDeclSyntax.self) { return node.name.text }
        if let node = group.as(ActorDeclSyntax.self) { return node.name.text }
        if let node = group.as(EnumDeclSyntax.self) { return node.name.text }
        return nil
    }

    /// `private let priceMapper = PriceMapper()` or `let priceMapper: PriceMapper`: its name.
    static func storedProperty(ofType type: String, in group: DeclGroupSyntax) -> String? {
        for member in group.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self), !variable.modifiers.contains(where: { $0.name.text == "static" }) else { continue }
            for binding in variable.bindings where binding.accessorBlock == nil {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if binding.typeAnnotation?.type.trimmedDescription == type { return name }
                if let call = binding.initializer?.value.as(FunctionCallExprSyntax.self), call.calledExpression.trimmedDescription == type { return name }
            }
        }
        return nil
    }
}
