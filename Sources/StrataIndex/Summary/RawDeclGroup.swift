@_spi(RawSyntax) import SwiftSyntax

/// The parts structs, classes, enums, actors, protocols and extensions share (`DeclGroupSyntax`),
/// read from a raw node of any of those kinds.
struct RawDeclGroup {
    let kind: Declaration.Kind
    let attributes: RawNode
    let modifiers: RawNode
    /// `struct`, `class`, `enum`, `actor`, `protocol` or `extension`.
    let introducer: RawNode
    /// The declared name; for an extension, the extended type.
    let name: RawNode
    let inheritanceClause: RawNode?
    let memberBlock: RawNode
    /// Generic parameters or a `where` clause (for protocols: primary associated types or `where`).
    let isGeneric: Bool

    init?(_ node: RawNode) {
        switch node.kind {
        case .structDecl:
            guard let decl = node.as(RawStructDeclSyntax.self) else { return nil }
            kind = .struct
            attributes = node.child(decl.attributes)
            modifiers = node.child(decl.modifiers)
            introducer = node.child(decl.structKeyword)
            name = node.child(decl.name)
            inheritanceClause = node.optionalChild(decl.inheritanceClause)
            memberBlock = node.child(decl.memberBlock)
            isGeneric = decl.genericParameterClause != nil || decl.genericWhereClause != nil
        case .classDecl:
            guard let decl = node.as(RawClassDeclSyntax.self) else { return nil }
            kind = .class
            attributes = node.child(decl.attributes)
            modifiers = node.child(decl.modifiers)
            introducer = node.child(decl.classKeyword)
            name = node.child(decl.name)
            inheritanceClause = node.optionalChild(decl.inheritanceClause)
            memberBlock = node.child(decl.memberBlock)
            isGeneric = decl.genericParameterClause != nil || decl.genericWhereClause != nil
        case .enumDecl:
            guard let decl = node.as(RawEnumDeclSyntax.self) else { return nil }
            kind = .enum
            attributes = node.child(decl.attributes)
            modifiers = node.child(decl.modifiers)
            introducer = node.child(decl.enumKeyword)
            name = node.child(decl.name)
            inheritanceClause = node.optionalChild(decl.inheritanceClause)
            memberBlock = node.child(decl.memberBlock)
            isGeneric = decl.genericParameterClause != nil || decl.genericWhereClause != nil
        case .actorDecl:
            guard let decl = node.as(RawActorDeclSyntax.self) else { return nil }
            kind = .actor
            attributes = node.child(decl.attributes)
            modifiers = node.child(decl.modifiers)
            introducer = node.child(decl.actorKeyword)
            name = node.child(decl.name)
            inheritanceClause = node.optionalChild(decl.inheritanceClause)
            memberBlock = node.child(decl.memberBlock)
            isGeneric = decl.genericParameterClause != nil || decl.genericWhereClause != nil
        case .protocolDecl:
            guard let decl = node.as(RawProtocolDeclSyntax.self) else { return nil }
            kind = .protocol
            attributes = node.child(decl.attributes)
            modifiers = node.child(decl.modifiers)
            introducer = node.child(decl.protocolKeyword)
            name = node.child(decl.name)
            inheritanceClause = node.optionalChild(decl.inheritanceClause)
            memberBlock = node.child(decl.memberBlock)
            isGeneric = decl.primaryAssociatedTypeClause != nil || decl.genericWhereClause != nil
        case .extensionDecl:
            guard let decl = node.as(RawExtensionDeclSyntax.self) else { return nil }
            kind = .extension
            attributes = node.child(decl.attributes)
            modifiers = node.child(decl.modifiers)
            introducer = node.child(decl.extensionKeyword)
            name = node.child(decl.extendedType)
            inheritanceClause = node.optionalChild(decl.inheritanceClause)
            memberBlock = node.child(decl.memberBlock)
            isGeneric = decl.genericWhereClause != nil
        default:
            return nil
        }
    }
}
