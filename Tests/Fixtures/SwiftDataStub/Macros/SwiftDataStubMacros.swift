import SwiftCompilerPlugin
import SwiftSyntax
import SwiftSyntaxMacros

/// Stand-ins for SwiftData's macros, so generated SwiftData code type-checks on Linux.
///
/// Copied into the generated package by Strata's end-to-end test; never part of Strata itself.
@main
struct SwiftDataStubPlugin: CompilerPlugin {
    let providingMacros: [any Macro.Type] = [NoOpMacro.self, ModelMacro.self, ModelActorMacro.self]
}

/// `@Model`: the class stays as written and becomes a `PersistentModel`, as the real macro makes
/// it, so versioned schemas can list it in `models`.
public struct ModelMacro: MemberMacro, ExtensionMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }

    public static func expansion(
        of node: AttributeSyntax, attachedTo declaration: some DeclGroupSyntax, providingExtensionsOf type: some TypeSyntaxProtocol,
        conformingTo protocols: [TypeSyntax], in context: some MacroExpansionContext
    ) throws -> [ExtensionDeclSyntax] {
        [try ExtensionDeclSyntax("extension \(type.trimmed): PersistentModel {}")]
    }
}

/// `@Attribute`, `@Relationship`: expand to nothing; the declarations stay as written.
public struct NoOpMacro: MemberMacro, PeerMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }

    public static func expansion(
        of node: AttributeSyntax, providingPeersOf declaration: some DeclSyntaxProtocol, in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        []
    }
}

/// `@ModelActor`: what the real macro gives an actor, the container, its context and `init(modelContainer:)`.
public struct ModelActorMacro: MemberMacro {
    public static func expansion(
        of node: AttributeSyntax, providingMembersOf declaration: some DeclGroupSyntax, conformingTo protocols: [TypeSyntax],
        in context: some MacroExpansionContext
    ) throws -> [DeclSyntax] {
        [
            "nonisolated let modelContainer: ModelContainer",
            "var modelContext: ModelContext { ModelContext(modelContainer) }",
            "init(modelContainer: ModelContainer) { self.modelContainer = modelContainer }",
        ]
    }
}
