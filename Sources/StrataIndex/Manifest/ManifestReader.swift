import SwiftParser
import SwiftSyntax

/// The targets a `Package.swift` declares, read from its syntax tree — never by running it.
///
/// `.target(name: "X", dependencies: […], path: "…")` and its siblings are understood wherever they
/// are written, with names and lists built from the manifest's own constants, `+`, interpolation,
/// `Target.Dependency` static members and single-expression helper functions (`ManifestEvaluator`).
/// What is computed otherwise (loops, `map`, conditions) is not run — a manifest is untrusted code —
/// and is recorded as a `ManifestGap` where it is written.
enum ManifestReader {
    /// - Parameters:
    ///   - manifestPath: relative to the project root (`Packages/Core/Package.swift`).
    ///   - folderExists: whether a folder (relative to the root) exists, to find default source folders.
    static func targets(source: UnsafeBufferPointer<UInt8>, manifestPath: String, folderExists: (String) -> Bool) -> [PackageTarget] {
        let tree = Parser.parse(source: source, maximumNestingLevel: FileSummarizer.maximumNestingLevel)
        let packageFolder = RelativePath.parent(of: manifestPath)
        let calls = TargetCallFinder.calls(in: tree, evaluator: ManifestEvaluator(scope: ManifestScope(tree)))
        // Manifests are small and few: the converter's extra walk costs nothing worth avoiding.
        let converter = calls.isEmpty ? nil : SourceLocationConverter(fileName: manifestPath, tree: tree)
        return calls.map { call in
            let path =
                call.path.map { RelativePath.join(packageFolder, $0) }
                ?? defaultFolder(for: call, in: packageFolder, folderExists: folderExists)
            let gaps = call.gaps.map { gap in
                let location = converter?.location(for: gap.position)
                return ManifestGap(expression: gap.expression, reason: gap.reason, line: location?.line ?? 1, column: location?.column ?? 1)
            }
            return PackageTarget(
                name: call.name, kind: call.kind, path: path, dependencies: call.dependencies, manifest: manifestPath,
                line: converter?.location(for: call.position).line ?? 1, unreadDependencies: gaps)
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

/// One `.target(…)`-like declaration, evaluated.
struct TargetCall {
    var name: String
    var kind: PackageTarget.Kind
    var path: String?
    var dependencies: [String]
    /// Parts of `dependencies:` that could not be read.
    var gaps: [ManifestEvaluator.Gap] = []
    /// Where the declaration starts (the helper's call for targets a helper builds), for the line in `PackageTarget`.
    var position = AbsolutePosition(utf8Offset: 0)
}

/// Finds target declarations: `.target(…)`-like calls and calls of the manifest's helper functions,
/// skipping what only looks like one — calls inside `dependencies:`, `plugins:` and `products:`
/// (there `.target(name:)` names a dependency), constants and extensions of `Target.Dependency`,
/// and the bodies of helper functions (expanded where they are called).
///
/// A loop over an explicit stack, not a recursive visitor: a manifest is Swift code too, and any
/// Swift code can nest deeper than a thread's stack.
enum TargetCallFinder {
    private static let referenceLabels: Set<String> = ["dependencies", "plugins", "products"]

    /// In source order.
    static func calls(in tree: some SyntaxProtocol, evaluator: ManifestEvaluator) -> [TargetCall] {
        var calls: [TargetCall] = []
        var pending = [Syntax(tree)]
        while let node = pending.popLast() {
            if let call = node.as(FunctionCallExprSyntax.self), declaresTargets(call, scope: evaluator.scope) {
                // A target whose name cannot be read is not a target anyone can depend on by name.
                calls += (try? evaluator.targets(call)) ?? []
                continue
            }
            if let labeled = node.as(LabeledExprSyntax.self), let label = labeled.label?.text, referenceLabels.contains(label) {
                continue
            }
            if let variable = node.as(VariableDeclSyntax.self), namesDependencies(variable) { continue }
            if node.is(FunctionDeclSyntax.self) { continue }
            if let extensionDecl = node.as(ExtensionDeclSyntax.self), extensionDecl.extendedType.trimmedDescription.hasSuffix("Dependency") { continue }
            pending += node.children(viewMode: .sourceAccurate).reversed()
        }
        return calls
    }

    /// `.target(…)`, `Target.testTarget(…)`, or a call of a helper function declared in the manifest.
    private static func declaresTargets(_ call: FunctionCallExprSyntax, scope: ManifestScope) -> Bool {
        if let member = call.calledExpression.as(MemberAccessExprSyntax.self) {
            return ManifestEvaluator.targetKinds[member.declName.baseName.text] != nil
                && (member.base == nil || member.base?.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target")
        }
        if let callee = call.calledExpression.as(DeclReferenceExprSyntax.self) { return scope.functions[callee.baseName.text]?.returnsTargets == true }
        return false
    }

    /// `let deps: [Target.Dependency] = [.target(name: "A")]`, `let domain: Target.Dependency = .target(name: "Domain")`:
    /// dependencies, not targets.
    private static func namesDependencies(_ variable: VariableDeclSyntax) -> Bool {
        variable.bindings.contains { binding in
            guard let type = binding.typeAnnotation?.type.trimmedDescription else { return false }
            return type.contains("Dependency") || type.contains("Product") || type.contains("PluginUsage")
        }
    }
}
