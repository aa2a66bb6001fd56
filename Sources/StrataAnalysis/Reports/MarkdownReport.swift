import StrataIndex
import StrataModel
import StrataParallel

/// `strata analyze` as Markdown: summary, inventory, layer graph (Mermaid) and, per feature, the
/// "Domain Design" document of the existing code (entities, repositories, use cases, Data Layer Notes).
package struct MarkdownReport {
    let report: AnalysisReport
    let index: SourceIndex
    /// Built beside the report when the caller could (`ReportText`); otherwise when first needed.
    private let prepared: DesignLookup?

    package init(report: AnalysisReport, index: SourceIndex) {
        self.init(report: report, index: index, lookup: nil)
    }

    init(report: AnalysisReport, index: SourceIndex, lookup: DesignLookup?) {
        self.report = report
        self.index = index
        prepared = lookup
    }

    static let inventoryRoles: [Role] = [
        .entity, .valueEnum, .repositoryProtocol, .repositoryImplementation, .useCaseContract, .useCaseImplementation,
        .dto, .mapper, .persistenceModel, .dataSource, .mock, .mockFactory, .testSuite,
    ]

    package func render() -> String {
        var lines = ["# Architecture analysis", ""]
        lines.append("\(report.fileCount) Swift files, \(report.lineCount) lines, \(report.features.count) features.")
        if !report.problems.isEmpty {
            lines.append("")
            lines.append("\(report.problems.count) files could not be read fully:")
            lines += report.problems.prefix(20).map { "- \($0.description)" }
        }
        lines += ["", "## Inventory", ""]
        let header = ["feature"] + Self.inventoryRoles.map(\.label)
        lines.append("| " + header.joined(separator: " | ") + " |")
        lines.append("|" + String(repeating: "---|", count: header.count))
        for feature in report.features {
            let counts = Self.inventoryRoles.map { String(feature.roles[$0.rawValue] ?? 0) }
            lines.append("| " + ([feature.name] + counts).joined(separator: " | ") + " |")
        }
        lines += ["", "Files per layer:", ""]
        for feature in report.features {
            let parts = Layer.allCases.compactMap { layer in feature.files[layer.rawValue].map { "\(layer.rawValue) \($0)" } }
            lines.append("- \(feature.name): " + parts.joined(separator: ", "))
        }
        lines += layerGraph()
        lines += designDocuments()
        return lines.joined(separator: "\n") + "\n"
    }

    /// Only the "Domain Design" documents of the existing code, one `## Domain Design: <feature>`
    /// section per feature that has entities, repositories or use cases (`strata mcp`'s `design`).
    package func domainDesign() -> String {
        var lines = designDocuments()
        while lines.first == "" { lines.removeFirst() }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Features are written on all cores (read-only look-ups; each slice writes its own lines),
    /// then joined in the report's order.
    private func designDocuments() -> [String] {
        let lookup = prepared ?? DesignLookup(types: report.types, relations: report.relations, index: index)
        let features = report.features
        // One feature per slice, taken by whichever core is free: features differ in size by orders
        // of magnitude, and with a minimum of 16 per slice a project of a few dozen was written on one core.
        let parts = ParallelSlices.map(count: features.count, slicesPerCore: max(1, features.count), minimumSlice: 1) { _, range in
            range.flatMap { designDocument(for: features[$0].name, lookup) }
        }
        return parts.count == 1 ? parts[0] : parts.flatMap { $0 }
    }

    private func layerGraph() -> [String] {
        var lines = ["", "## Layer dependencies", ""]
        guard !report.layerEdges.isEmpty || !report.moduleEdges.isEmpty else {
            return lines + ["No dependencies between layers were found."]
        }
        lines += ["```mermaid", "flowchart LR"]
        for edge in report.layerEdges {
            lines.append("    \(edge.from.rawValue) -->|\(edge.count)| \(edge.to.rawValue)")
        }
        for edge in report.moduleEdges {
            lines.append("    \(edge.from) -.-> \(edge.to)")
        }
        lines.append("```")
        let violations = report.layerEdges.filter(\.isViolation)
        if !violations.isEmpty {
            lines += ["", "Dependencies against the dependency rule:"]
            lines += violations.map { "- \($0.from.rawValue) → \($0.to.rawValue) (\($0.count)): " + $0.examples.joined(separator: ", ") }
        }
        return lines
    }

    // MARK: Domain Design of existing code

    private func designDocument(for feature: String, _ lookup: DesignLookup) -> [String] {
        let inFeature = lookup.typesByFeature[feature] ?? []
        let entities = inFeature.filter { $0.role == .entity }
        let repositories = inFeature.filter { $0.role == .repositoryProtocol }
        let useCases = inFeature.filter { $0.role == .useCaseImplementation }
        guard !(entities.isEmpty && repositories.isEmpty && useCases.isEmpty) else { return [] }
        let entityNames = lookup.entityNames
        func declaration(_ type: ClassifiedType) -> Declaration? { lookup.declaration(of: type) }
        // Each type's lines are its own: written on all cores, joined in order (a project's one
        // feature can hold tens of thousands of types).
        var lines = ["", "## Domain Design: \(feature)", "", "### Entities"]
        lines += Self.linesOnAllCores(entities.count) { position in
            let entity = entities[position]
            var lines = ["", "#### \(entity.name)", "**File**: `\(entity.file)`"]
            let decl = declaration(entity)
            if let doc = decl?.docComment { lines.append("**Purpose**: \(doc.split(separator: "\n").first.map(String.init) ?? doc)") }
            let properties = decl?.members.filter { $0.kind == .property && !$0.isStatic && !$0.isComputed } ?? []
            lines += ["", "Properties:"] + properties.map { "- `\($0.name): \($0.type ?? "?")`" }
            let relationships = properties.compactMap { property -> String? in
                guard let type = property.type else { return nil }
                if let other = TypeNameReader.names(in: type).first(where: { entityNames.contains($0) && $0 != entity.name }) {
                    return "- Embeds `\(other)` in `\(property.name)`"
                }
                let lowered = property.name.lowercased()
                if lowered.hasSuffix("id"), lowered != "id",
                    let other = lookup.entityByIDName[lowered]
                {
                    return "- References `\(other)` via `\(property.name): \(type)`"
                }
                return nil
            }
            if !relationships.isEmpty { lines += ["", "Relationships:"] + relationships }
            return lines
        }
        lines += ["", "### Repository"]
        lines += Self.linesOnAllCores(repositories.count) { position in
            let repository = repositories[position]
            let methods = declaration(repository)?.members.filter { $0.kind == .method } ?? []
            return ["", "#### \(repository.name)", "**File**: `\(repository.file)`", "", "Methods:"]
                + methods.map { "- `\($0.name)(\($0.parameters.map { $0.label + ":" }.joined()))`" + ($0.type.map { " -> \($0)" } ?? "") }
        }
        lines += ["", "### Use Cases"]
        lines += Self.linesOnAllCores(useCases.count) { position in
            let useCase = useCases[position]
            let dependencies = lookup.dependencies[useCase.name] ?? []
            let execute =
                (declaration(useCase)?.members ?? []).first { RoleRules.useCaseMethods.contains($0.name) }
                ?? lookup.extensions(of: useCase).flatMap(\.members).first { RoleRules.useCaseMethods.contains($0.name) }
            return [
                "", "#### \(useCase.name)", "**File**: `\(useCase.file)`",
                "**Dependencies**: " + (dependencies.isEmpty ? "none" : dependencies.joined(separator: ", ")),
                "**Returns**: " + (execute?.type ?? "Nothing"),
            ]
        }
        return lines
    }

    /// The lines of `count` items, each made by `item`, in order; spread over the cores when there are many.
    private static func linesOnAllCores(_ count: Int, _ item: (Int) -> [String]) -> [String] {
        ParallelSlices.map(count, minimumSlice: 128) { range in range.flatMap(item) }.flatMap { $0 }
    }
}
