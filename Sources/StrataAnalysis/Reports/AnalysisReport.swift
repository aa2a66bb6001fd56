import StrataIndex
import StrataModel

/// What `strata analyze` reports, as data (`--format json` prints exactly this).
public struct AnalysisReport: Sendable, Hashable, Codable {
    package struct Feature: Sendable, Hashable, Codable {
        package var name: String
        /// Files per layer.
        package var files: [String: Int]
        /// Types per role (roles with none are left out).
        package var roles: [String: Int]
    }

    /// `from` depends on `to`: types or imports in `from` files refer to `to` files.
    package struct LayerEdge: Sendable, Hashable, Codable {
        package var from: Layer
        package var to: Layer
        package var count: Int
        /// A few `Type → Type` samples, for the reader to check.
        package var examples: [String]
        /// Points against the dependency rule (Domain depends on nothing, Data and Presentation on Domain).
        package var isViolation: Bool
    }

    package struct ModuleEdge: Sendable, Hashable, Codable {
        package var from: String
        package var to: String
    }

    package var root: String
    package var fileCount: Int
    package var lineCount: Int
    package var features: [Feature]
    package var layerEdges: [LayerEdge]
    package var moduleEdges: [ModuleEdge]
    package var types: [ClassifiedType]
    package var relations: [Relation]
    package var problems: [StrataIssue]
}

/// Which feature (bounded context) a file belongs to.
package enum FeatureKey {
    static let containers: Set<String> = ["Features", "Contexts", "Modules", "Packages", "Feature"]

    /// The folder under `Features/`/`Contexts/`…, else the module without its layer suffix, else the
    /// top folder (an app's `VitalArc/Domain/…`), else `App`.
    package static func of(path: String, module: String?) -> String {
        let components = path.split(separator: "/")
        if let index = components.dropLast().firstIndex(where: { containers.contains(String($0)) }), index + 1 < components.count - 1 {
            return String(components[index + 1])
        }
        if let module {
            for (suffix, _) in LayerRules.suffixes where module.hasSuffix(suffix) && module.count > suffix.count {
                // `Weather_App` (Xcode's module name for a target named `Weather App`) → `Weather`.
                let stem = String(module.dropLast(suffix.count))
                let trimmed = String(stem.reversed().drop { $0 == "_" }.reversed())
                return trimmed.isEmpty ? stem : trimmed
            }
            return module.hasSuffix("Tests") ? String(module.dropLast(5)) : module
        }
        if let top = components.dropLast().first.map(String.init), LayerRules.folderNames[top.lowercased()] == nil, !["Sources", "Tests"].contains(top) {
            return top.hasSuffix("Tests") && top.count > 5 ? String(top.dropLast(5)) : top
        }
        return "App"
    }
}

/// `FeatureKey.of` for the files of a project, worked out once per folder and module: it depends
/// on nothing else, and a project has several files per folder.
struct FeatureKeyMemo {
    private struct Key: Hashable {
        var folder: Substring
        var module: String?
    }

    private var keys: [Key: String] = [:]

    mutating func of(path: String, module: String?) -> String {
        let key = Key(folder: path.enclosingFolder, module: module)
        if let known = keys[key] { return known }
        let feature = FeatureKey.of(path: path, module: module)
        keys[key] = feature
        return feature
    }
}

/// Builds the report from the understood codebase.
public enum AnalysisReportBuilder {
    public static func build(_ model: CodebaseModel, index: SourceIndex) -> AnalysisReport {
        // Once per file: types look their file's feature up instead of re-deriving it from the path.
        var featureOfFile: [String: String] = [:]
        var features: [String: AnalysisReport.Feature] = [:]
        var order: [String] = []
        var featureKeys = FeatureKeyMemo()
        for file in model.files {
            let key = featureKeys.of(path: file.path, module: file.module)
            featureOfFile[file.path] = key
            if features[key] == nil {
                features[key] = .init(name: key, files: [:], roles: [:])
                order.append(key)
            }
            features[key]?.files[file.layer.rawValue, default: 0] += 1
        }
        for type in model.types where type.role != .other {
            let key = featureOfFile[type.file] ?? FeatureKey.of(path: type.file, module: type.module)
            features[key]?.roles[type.role.rawValue, default: 0] += 1
        }
        let typeLayer = Dictionary(model.types.filter { $0.kind != .extension }.map { ($0.name, $0.layer) }, uniquingKeysWith: { first, _ in first })
        var edges: [String: AnalysisReport.LayerEdge] = [:]
        for relation in model.relations {
            guard let from = typeLayer[relation.from], let to = typeLayer[relation.to], from != to,
                from != .tests, to != .tests
            else { continue }
            let key = "\(from.rawValue)>\(to.rawValue)"
            var edge = edges[key] ?? .init(from: from, to: to, count: 0, examples: [], isViolation: isViolation(from: from, to: to))
            edge.count += 1
            if edge.examples.count < 3 { edge.examples.append("\(relation.from) → \(relation.to)") }
            edges[key] = edge
        }
        let moduleEdges = index.targets.flatMap { target in
            target.dependencies.filter { name in index.targets.contains { $0.name == name } }.map { AnalysisReport.ModuleEdge(from: target.name, to: $0) }
        }
        return AnalysisReport(
            root: model.root,
            fileCount: index.files.count,
            lineCount: index.files.reduce(0) { $0 + $1.lineCount },
            features: order.compactMap { features[$0] },
            layerEdges: edges.values.sorted { ($0.from.rawValue, $0.to.rawValue) < ($1.from.rawValue, $1.to.rawValue) },
            moduleEdges: moduleEdges,
            types: model.types,
            relations: model.relations,
            problems: model.problems
        )
    }

    /// Clean Architecture's dependency rule (`Layer.mayDepend(on:)`), which lint applies too.
    package static func isViolation(from: Layer, to: Layer) -> Bool {
        !from.mayDepend(on: to)
    }
}
