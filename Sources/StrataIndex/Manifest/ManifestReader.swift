import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read from its syntax tree — never by running it.
///
/// Only what is written literally is understood: `.target(name: "X", dependencies: […], path: "…")`
/// and its siblings. Targets assembled in loops or helper functions yield what can be read
/// statically, which is the best a tool can do without executing untrusted code.
enum ManifestReader {
    /// - Parameters:
    ///   - manifestPath: relative to the project root (`Packages/Core/Package.swift`).
    ///   - folderExists: whether a folder (relative to the root) exists, to find default source folders.
    static func targets(source: UnsafeBufferPointer<UInt8>, manifestPath: String, folderExists: (String) -> Bool) -> [PackageTarget] {
        let tree = Parser.parse(source: source, maximumNestingLevel: FileSummarizer.maximumNestingLevel)
        let packageFolder = RelativePath.parent(of: manifestPath)
        let calls = TargetCallFinder.calls(in: tree)
        // Manifests are small and few: the converter's extra walk costs nothing worth avoiding.
        let converter = calls.isEmpty ? nil : SourceLocationConverter(fileName: manifestPath, tree: tree)
        return calls.map { call in
            let path = call.path.map { RelativePath.join(packageFolder, $0) }
                ?? defaultFolder(for: call, in: packageFolder, folderExists: folderExists)
            return PackageTarget(
                name: call.name, kind: call.kind, path: path, dependencies: call.dependencies, manifest: manifestPath,
                line: converter?.location(for: call.position).line ?? 1)
        }
    }

    /// SwiftPM's conventions: `Tests/<name>` for tests, `Plugins/<name>` for plugins, else the first
    /// existing of `Sources`, `Source`, `src`, `srcs` (falling back to `Sources`).
    private static func defaultFolder(for call: TargetCall, in packageFolder: String, folderExists: (String) -> Bool) -> String {
        switch call.kind {
        case .test: return RelativePath.join(packageFolder, "Tests/\(call.name)")
        case .plugin: return RelativePath.join(packageFolder, "Plugins/\(call.name)")
        case .regular, .executable, .macro:
            let candidates = ["Sources", "Source", "src", "srcs"].map { RelativePath.join(packageFolder, "\($0)/\(call.name)") }
            return candidates.first(where: folderExists) ?? candidates[0]
        }
    }
}

/// One `.target(…)`-like call as written.
struct TargetCall {
    var name: String
    var kind: PackageTarget.Kind
    var path: String?
    var dependencies: [String]
    /// Where the call's text starts, for the line in `PackageTarget`.
    var position = AbsolutePosition(utf8Offset: 0)
}

/// Finds target declarations, skipping the look-alike calls inside `dependencies:`, `plugins:` and
/// `products:` (`.target(name:)` there names a dependency, `.plugin(name:package:)` a plugin usage).
///
/// A loop over an explicit stack, not a recursive visitor: a manifest is Swift code too, and any
/// Swift code can nest deeper than a thread's stack.
enum TargetCallFinder {
    private static let kinds: [String: PackageTarget.Kind] = [
        "target": .regular, "testTarget": .test, "executableTarget": .executable, "macro": .macro, "plugin": .plugin,
    ]
    private static let referenceLabels: Set<String> = ["dependencies", "plugins", "products"]

    /// In source order.
    static func calls(in tree: some SyntaxProtocol) -> [TargetCall] {
        var calls: [TargetCall] = []
        var pending = [Syntax(tree)]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), let target = target(call) {
                calls.append(target)
                continue
            }
            if let labeled = node.as(LabeledExprSyntax.self), let label = labeled.label?.text, referenceLabels.contains(label) {
                continue
            }
            if let variable = node.as(VariableDeclSyntax.self), listsDependencies(variable) { continue }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return calls
    }

    /// `let deps: [Target.Dependency] = [.target(name: "A")]` lists dependencies, not targets.
    private static func listsDependencies(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindings.contains { binding in
            guard let type = binding.typeAnnotation?.type.as(ArrayTypeSyntax.self)?.element else { return false }
            let name = type.as(MemberTypeSyntax.self)?.name.text ?? type.as(IdentifierTypeSyntax.self)?.name.text
            return name == "Dependency" || name == "Product"
        }
    }

    private static func target(_ call: FunctionCallExprSyntax) -> TargetCall? {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self),
              member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target",
              let kind = kinds[member.declName.baseName.text],
              let name = string(call.arguments, "name")
        else { return nil }
        return TargetCall(
            name: name, kind: kind, path: string(call.arguments, "path"), dependencies: dependencies(call.arguments),
            position: call.positionAfterSkippingLeadingTrivia)
    }

    private static func string(_ arguments: LabeledExprListSyntax, _ label: String) -> String? {
        argument(arguments, label)?.as(StringLiteralExprSyntax.self)?.representedLiteralValue
    }

    private static func argument(_ arguments: LabeledExprListSyntax, _ label: String) -> ExprSyntax? {
        arguments.first { $0.label?.text == label }?.expression
    }

    /// `"X"`, `.target(name: "X")`, `.product(name: "X", package: "p")`, `.byName(name: "X")` → `X`.
    private static func dependencies(_ arguments: LabeledExprListSyntax) -> [String] {
        guard let list = argument(arguments, "dependencies")?.as(ArrayExprSyntax.self) else { return [] }
        return list.elements.compactMap { element in
            if let literal = element.expression.as(StringLiteralExprSyntax.self) { return literal.representedLiteralValue }
            guard let call = element.expression.as(FunctionCallExprSyntax.self),
                  let member = call.calledExpression.as(MemberAccessExprSyntax.self),
                  ["target", "product", "byName"].contains(member.declName.baseName.text)
            else { return nil }
            return string(call.arguments, "name")
        }
    }
}
