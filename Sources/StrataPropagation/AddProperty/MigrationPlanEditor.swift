import StrataModel
import SwiftSyntax

/// Registers a new schema version in the project's `SchemaMigrationPlan`: `schemas` lists it after
/// the version it follows, and `stages` gets `.lightweight(fromVersion:toVersion:)` from that one
/// — inline where the plan lists its stages inline, or as a named stage beside the others
/// (`static let migrateV1toV2 = MigrationStage.lightweight(…)`, listed as `[migrateV1toV2]`).
/// Adding a stored property that is optional or has a declaration default is a change SwiftData
/// migrates by itself, so a lightweight stage is the right one.
struct MigrationPlanEditor {
    let session: EditSession
    let types: ProjectTypes

    func addStage(from old: String, to next: String) throws(StrataIssues) {
        let plans = types.byName.values.joined().filter { [.enum, .struct].contains($0.declaration.kind) && $0.declaration.inheritedTypes.contains("SchemaMigrationPlan") }
        guard let plan = plans.first(where: { $0.file.code.typeReferences.contains { $0.name == old } }) ?? plans.first else {
            session.unhandled(session.root.path, line: 1, "no `SchemaMigrationPlan` found: add `\(next)` and a lightweight stage from `\(old)` to your migration plan")
            return
        }
        let source = try session.source(plan.file.path)
        guard let group = DeclarationLocator(source: source).type(named: plan.name) else { return }
        let variables = group.memberBlock.members.compactMap { $0.decl.as(VariableDeclSyntax.self) }
        func variable(_ name: String) -> VariableDeclSyntax? { variables.first { $0.bindings.first?.pattern.trimmedDescription == name } }
        var edits: [SourceEdit] = []
        guard let schemas = variable("schemas").flatMap(VersionedSchemaEditor.arrayLiteral(in:)),
            let stagesVariable = variable("stages"), let stages = VersionedSchemaEditor.arrayLiteral(in: stagesVariable)
        else {
            let at = variable("schemas") ?? variable("stages")
            session.unhandled(
                plan.file.path, line: at.map { source.line(of: $0) } ?? source.line(of: group), column: at.map { source.column(of: $0) } ?? 1,
                "`\(plan.name)` builds `schemas` or `stages` in a way Strata does not edit: list `\(next).self` in `schemas` and add `.lightweight(fromVersion: \(old).self, toVersion: \(next).self)` to `stages`"
            )
            return
        }
        if let edit = Self.appending("\(next).self", to: schemas, after: "\(old).self") { edits.append(edit) }
        let stageLine = ".lightweight(fromVersion: \(old).self, toVersion: \(next).self)"
        let namedStages = variables.filter { Self.isNamedStage($0) }
        if let previous = namedStages.last, let previousName = previous.bindings.first?.pattern.trimmedDescription,
            stages.elements.contains(where: { $0.expression.trimmedDescription == previousName })
        {
            // The plan names its stages: a new named stage after the last, listed after it.
            let name = Self.stageName(after: previousName, old: old, next: next, among: Set(variables.compactMap { $0.bindings.first?.pattern.trimmedDescription }))
            if !namedStages.contains(where: { $0.trimmedDescription.contains("toVersion: \(next).self") }) {
                let indentation = String(previous.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
                let text = previous.trimmedDescription
                let head = text.range(of: "MigrationStage.lightweight") != nil ? "MigrationStage.lightweight" : ".lightweight"
                let declaration = text.prefix { $0 != "=" } + "= \(head)(fromVersion: \(old).self, toVersion: \(next).self)"
                let renamed = declaration.replacingOccurrences(of: " " + previousName + " ", with: " " + name + " ").replacingOccurrences(
                    of: " " + previousName + ":", with: " " + name + ":")
                edits.append(SourceEdit(insert: "\n" + indentation + renamed, at: previous.endPositionBeforeTrailingTrivia.utf8Offset))
                if let edit = Self.appending(name, to: stages, after: previousName) { edits.append(edit) }
            }
        } else if !stages.elements.contains(where: { $0.expression.trimmedDescription.replacingOccurrences(of: "MigrationStage", with: "") == stageLine }) {
            let prefix = stages.elements.last.map { $0.expression.trimmedDescription.hasPrefix("MigrationStage.") } == true ? "MigrationStage" : ""
            if let edit = Self.appending(prefix + stageLine, to: stages, after: nil) { edits.append(edit) }
        }
        session.add(edits, in: plan.file.path, line: source.line(of: group), "`\(plan.name)`: `\(next)` and a lightweight stage from `\(old)`")
    }

    /// `static let migrateV1toV2 = MigrationStage.lightweight(…)` (or `.custom(…)`).
    static func isNamedStage(_ variable: VariableDeclSyntax) -> Bool {
        guard variable.modifiers.contains(where: { $0.name.tokenKind == .keyword(.static) }), let binding = variable.bindings.first else { return false }
        let value = binding.initializer?.value.trimmedDescription ?? ""
        return value.hasPrefix("MigrationStage.") || (binding.typeAnnotation?.type.trimmedDescription == "MigrationStage" && value.hasPrefix("."))
    }

    /// `migrateV1toV2` after a stage from V1 to V2 → `migrateV2toV3`: the previous name with its
    /// version numbers moved on, when they are the versions' numbers; otherwise `migrate<Old>to<Next>`.
    static func stageName(after previous: String, old: String, next: String, among taken: Set<String>) -> String {
        let oldNumber = String(old.reversed().prefix { $0.isNumber }.reversed()), nextNumber = String(next.reversed().prefix { $0.isNumber }.reversed())
        let runs = digitRuns(previous)
        if let number = Int(oldNumber), runs.count == 2, runs[1].value == number, runs[0].value == number - 1 {
            var name = previous
            name.replaceSubrange(runs[1].range, with: nextNumber)
            name.replaceSubrange(runs[0].range, with: oldNumber)
            if !taken.contains(name) { return name }
        }
        return "migrate\(old)To\(next)"
    }

    private static func digitRuns(_ text: String) -> [(range: Range<String.Index>, value: Int)] {
        var runs: [(Range<String.Index>, Int)] = []
        var index = text.startIndex
        while index < text.endIndex {
            guard text[index].isNumber else { index = text.index(after: index); continue }
            let start = index
            while index < text.endIndex, text[index].isNumber { index = text.index(after: index) }
            runs.append((start..<index, Int(text[start..<index]) ?? 0))
        }
        return runs
    }

    /// `element` after `after` (or last), keeping the literal's layout: one per line where the
    /// literal puts one per line, with its trailing-comma habit.
    static func appending(_ element: String, to array: ArrayExprSyntax, after: String?) -> SourceEdit? {
        if array.elements.contains(where: { $0.expression.trimmedDescription == element }) { return nil }
        let elements = Array(array.elements)
        guard let anchor = after.flatMap({ name in elements.last { $0.expression.trimmedDescription == name } }) ?? elements.last else {
            return SourceEdit(insert: element, at: array.leftSquare.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        let multiline = anchor.leadingTrivia.contains { if case .newlines = $0 { return true } else { return false } }
        let indentation = String(anchor.leadingTrivia.description.reversed().prefix { $0 == " " || $0 == "\t" }.reversed())
        let isLast = anchor.id == elements.last?.id
        let trailingComma = anchor.trailingComma != nil
        if multiline {
            // `a,⏎ b,⏎` gains `⏎ c,`; `a,⏎ b⏎` gains `,⏎ c`.
            let text = (trailingComma ? "" : ",") + "\n" + indentation + element + (trailingComma || !isLast ? "," : "")
            return SourceEdit(insert: text, at: (anchor.trailingComma?.endPositionBeforeTrailingTrivia ?? anchor.expression.endPositionBeforeTrailingTrivia).utf8Offset)
        }
        if trailingComma {
            return SourceEdit(insert: " " + element + (isLast ? "" : ","), at: anchor.trailingComma!.endPositionBeforeTrailingTrivia.utf8Offset)
        }
        return SourceEdit(insert: ", " + element, at: anchor.expression.endPositionBeforeTrailingTrivia.utf8Offset)
    }
}
