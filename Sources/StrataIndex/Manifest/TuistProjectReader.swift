import SwiftParser
import SwiftSyntax

/// The targets a Tuist `Project.swift` declares, read from its syntax tree — never by running it.
///
/// Understood: `Target(name:…)`, `.target(name:…)` and `Target.target(name:…)` with Tuist's
/// arguments (`product:`, `sources:`, `dependencies:`), and any call with a `name:` inside the
/// project's `targets:` list (a team's own helper, `.feature(name: "Home")`). Projects built
/// entirely by a helper from `Tuist/ProjectDescriptionHelpers` (`Project.makeModule(name: "Domain",
/// …)`) give one module named by that `name:`, with a `…Tests` module when a `Tests` folder sits
/// beside the manifest: the helpers' bodies live in other files and are not run.
///
/// Names and paths may be string literals or the manifest's own constants (`ManifestEvaluator`).
enum TuistProjectReader {
    static func targets(source: UnsafeBufferPointer<UInt8>, manifestPath: String, folderExists: (String) -> Bool) -> [PackageTarget] {
        let tree = Parser.parse(source: source, maximumNestingLevel: FileSummarizer.maximumNestingLevel)
        guard tree.statements.contains(where: { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text == "ProjectDescription" }) else {
            return []  // a file that happens to be called Project.swift
        }
        return withoutActuallyEscaping(folderExists) { folderExists in
            let reader = Reading(
                evaluator: ManifestEvaluator(scope: ManifestScope(tree)), folder: RelativePath.parent(of: manifestPath),
                manifest: manifestPath, converter: SourceLocationConverter(fileName: manifestPath, tree: tree), folderExists: folderExists)
            let declared = TargetCalls.find(in: tree).compactMap { reader.target($0) }
            return declared.isEmpty ? reader.helperBuiltModule(in: tree) : declared
        }
    }

    private struct Reading {
        let evaluator: ManifestEvaluator
        /// The manifest's folder, which every path in it is relative to.
        let folder: String
        let manifest: String
        let converter: SourceLocationConverter
        let folderExists: (String) -> Bool

        func target(_ call: FunctionCallExprSyntax) -> PackageTarget? {
            guard let name = argument(call, "name").flatMap(moduleName) else { return nil }
            let kind = product(call) ?? (name.hasSuffix("Tests") ? .test : .regular)
            let sourceFolders = argument(call, "sources").map(folders) ?? []
            let paths = sourceFolders.isEmpty ? [defaultFolder(name: name, kind: kind)] : sourceFolders
            return PackageTarget(
                name: name, kind: kind, path: paths[0], dependencies: argument(call, "dependencies").map(dependencies) ?? [],
                manifest: manifest, line: converter.location(for: call.positionAfterSkippingLeadingTrivia).line, folders: Array(paths.dropFirst()))
        }

        /// `Project.makeModule(name: "Domain", dependencies: […])`: the first top-level call with a
        /// readable `name:` names the module.
        func helperBuiltModule(in tree: SourceFileSyntax) -> [PackageTarget] {
            for item in tree.statements {
                guard let variable = item.item.as(VariableDeclSyntax.self) else { continue }
                for binding in variable.bindings {
                    guard let call = binding.initializer?.value.as(FunctionCallExprSyntax.self),
                        let name = argument(call, "name").flatMap(moduleName)
                    else { continue }
                    let line = converter.location(for: call.positionAfterSkippingLeadingTrivia).line
                    var targets = [
                        PackageTarget(
                            name: name, kind: product(call) ?? .regular, path: defaultFolder(name: name, kind: .regular),
                            dependencies: argument(call, "dependencies").map(dependencies) ?? [], manifest: manifest, line: line)
                    ]
                    let tests = RelativePath.join(folder, "Tests")
                    if folderExists(tests) {
                        targets.append(PackageTarget(name: name + "Tests", kind: .test, path: tests, dependencies: [name], manifest: manifest, line: line))
                    }
                    return targets
                }
            }
            return []
        }

        /// `.unitTests`/`.uiTests` are tests, apps, app extensions and `.commandLineTool` entry points, the rest libraries.
        private func product(_ call: FunctionCallExprSyntax) -> PackageTarget.Kind? {
            guard let product = argument(call, "product")?.as(MemberAccessExprSyntax.self)?.declName.baseName.text else { return nil }
            switch product {
            case "unitTests", "uiTests": return .test
            case "app", "commandLineTool", "watch2App", "appClip", "appExtension", "watch2Extension", "messagesExtension", "extensionKitExtension":
                return .executable
            default: return .regular
            }
        }

        /// The folders of `sources:` globs (`"Sources/**"`, `["Sources/**/*.swift"]`, `.glob("Feature/**")`):
        /// each glob's part before its first wildcard.
        private func folders(_ expression: ExprSyntax) -> [String] {
            if let member = expression.as(MemberAccessExprSyntax.self), member.base == nil {
                // A helper's constant (`sources: .interfaces`): its folder is usually the name, capitalised.
                let name = member.declName.baseName.text
                let folder = RelativePath.join(self.folder, name.prefix(1).uppercased() + name.dropFirst())
                return folderExists(folder) ? [folder] : []
            }
            var result: [String] = []
            for literal in Self.stringLiterals(in: expression) {
                guard let glob = text(ExprSyntax(literal)) else { continue }
                let wildcard = glob.firstIndex { $0 == "*" || $0 == "{" || $0 == "?" } ?? glob.endIndex
                var prefix = String(glob[..<wildcard])
                if wildcard == glob.endIndex, prefix.hasSuffix(".swift") { prefix = RelativePath.parent(of: prefix) }
                while prefix.hasSuffix("/") { prefix.removeLast() }
                let path = RelativePath.join(folder, prefix)
                if !result.contains(path) { result.append(path) }
            }
            return result
        }

        /// The string literals in an expression, in source order (the `excluding:` globs left out).
        private static func stringLiterals(in expression: ExprSyntax) -> [StringLiteralExprSyntax] {
            var found: [StringLiteralExprSyntax] = []
            var pending = [Syntax(expression)]
            while let node = pending.popLast() {
                if let literal = node.as(StringLiteralExprSyntax.self) {
                    found.append(literal)
                    continue
                }
                if let labeled = node.as(LabeledExprSyntax.self), labeled.label?.text == "excluding" { continue }
                pending += node.children(viewMode: .sourceAccurate).reversed()
            }
            return found
        }

        /// `.target(name:)`, `.project(target:path:)`, `.external(name:)`, `.package(product:)`; SDKs
        /// and anything computed are left out.
        private func dependencies(_ expression: ExprSyntax) -> [String] {
            guard let array = expression.as(ArrayExprSyntax.self) else { return [] }
            return array.elements.compactMap { element in
                // A plugin's or helper's module enum: `dependencies: [.Domain, .DesignSystem]`.
                if let member = element.expression.as(MemberAccessExprSyntax.self) { return Self.capitalized(member.declName.baseName.text) }
                guard let call = element.expression.as(FunctionCallExprSyntax.self),
                    let factory = call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                else { return nil }
                let label: String
                switch factory {
                case "target", "external": label = "name"
                case "project": label = "target"
                case "package": label = "product"
                case "sdk", "xctest", "framework", "library", "xcframework": return nil
                default:
                    // A team's helper: `.core(impl: .Networking)` and `.external(dependency: .RxSwift)` name
                    // the module by their one argument, `.domain()` by the helper's own name.
                    if call.arguments.isEmpty { return factory.prefix(1).uppercased() + factory.dropFirst() }
                    guard call.arguments.count == 1, let member = call.arguments.first?.expression.as(MemberAccessExprSyntax.self) else { return nil }
                    return member.declName.baseName.text
                }
                if let named = argument(call, label) ?? call.arguments.first.flatMap({ $0.label == nil ? $0.expression : nil }) {
                    return text(named)
                }
                // `.external(dependency: .RxSwift)`
                return call.arguments.count == 1 ? call.arguments.first?.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text : nil
            }
        }

        /// Where a target without `sources:` keeps them, by the common layouts; the manifest's folder
        /// when none exists.
        private func defaultFolder(name: String, kind: PackageTarget.Kind) -> String {
            let tested = name.hasSuffix("Tests") ? String(name.dropLast(5)) : name
            let candidates =
                kind == .test
                ? ["\(tested)/Tests", name, "Targets/\(tested)/Tests", "Tests/\(name)", "Tests"]
                : ["\(name)/Sources", name, "Targets/\(name)/Sources", "Sources/\(name)", "Sources"]
            return candidates.map { RelativePath.join(folder, $0) }.first(where: folderExists) ?? (folder.isEmpty ? "." : folder)
        }

        private func argument(_ call: FunctionCallExprSyntax, _ label: String) -> ExprSyntax? {
            call.arguments.first { $0.label?.text == label }?.expression
        }

        /// A module's name: a string, or a case of the team's module enum (`name: .Travel`).
        private func moduleName(_ expression: ExprSyntax) -> String? {
            if let spelled = text(expression) { return spelled }
            guard let member = expression.as(MemberAccessExprSyntax.self), member.base == nil else { return nil }
            return member.declName.baseName.text
        }

        static func capitalized(_ name: String) -> String { name.prefix(1).uppercased() + name.dropFirst() }

        /// A string the manifest spells: a literal or constant (`ManifestEvaluator`), or a raw value of
        /// a helper enum's case (`Module.Domain.rawValue` is `"Domain"`, a `String` enum's default),
        /// also inside an interpolation (`"\(Module.Domain.rawValue)Interface"`).
        private func text(_ expression: ExprSyntax) -> String? {
            if case .text(let value)? = try? evaluator.evaluate(expression, as: .dependency) { return value }
            if let member = expression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "rawValue",
                let caseName = member.base?.as(MemberAccessExprSyntax.self)?.declName.baseName.text
            {
                return caseName
            }
            guard let literal = expression.as(StringLiteralExprSyntax.self) else { return nil }
            var result = ""
            for segment in literal.segments {
                if let plain = segment.as(StringSegmentSyntax.self) {
                    result += plain.content.text
                } else if let interpolation = segment.as(ExpressionSegmentSyntax.self), interpolation.expressions.count == 1,
                    let inner = interpolation.expressions.first.flatMap({ text($0.expression) })
                {
                    result += inner
                } else {
                    return nil
                }
            }
            return result
        }
    }

    /// The calls that declare targets, in source order, found with an explicit stack (a manifest is
    /// Swift code, and any Swift code can nest deeper than a thread's stack).
    enum TargetCalls {
        static func find(in tree: SourceFileSyntax) -> [FunctionCallExprSyntax] {
            var found: [FunctionCallExprSyntax] = []
            var pending = [Syntax(tree)]
            while let node = pending.popLast() {
                if let call = node.as(FunctionCallExprSyntax.self), declaresTarget(call) {
                    found.append(call)
                    continue
                }
                if let labeled = node.as(LabeledExprSyntax.self), labeled.label?.text == "dependencies" { continue }
                pending += node.children(viewMode: .sourceAccurate).reversed()
            }
            return found
        }

        private static let tuistArguments: Set<String> = ["product", "destinations", "platform", "bundleId", "sources"]

        /// `Target(name:…)`, `.target(name:…)`, `Target.target(name:…)` with Tuist's arguments, or
        /// any call with `name:` that is an element of a `targets:` list.
        private static func declaresTarget(_ call: FunctionCallExprSyntax) -> Bool {
            let labels = Set(call.arguments.compactMap { $0.label?.text })
            guard labels.contains("name") else { return false }
            if !labels.isDisjoint(with: tuistArguments) {
                if call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text == "Target" { return true }
                if let member = call.calledExpression.as(MemberAccessExprSyntax.self), member.declName.baseName.text == "target" { return true }
            }
            return isElementOfTargetsList(call)
        }

        private static func isElementOfTargetsList(_ call: FunctionCallExprSyntax) -> Bool {
            guard let element = call.parent?.as(ArrayElementSyntax.self),
                let labeled = element.parent?.parent?.parent?.as(LabeledExprSyntax.self)
            else { return false }
            return labeled.label?.text == "targets"
        }
    }
}
