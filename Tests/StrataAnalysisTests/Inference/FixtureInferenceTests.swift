import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

/// Every fixture project under `Tests/Fixtures/Projects` is indexed and classified like
/// `strata init --infer` would, and must show each convention its `expected.yml` lists.
@Suite("Inference: fixture projects")
struct FixtureInferenceTests {
    static let projects: URL = URL(fileURLWithPath: #filePath).resolvingSymlinksInPath()
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/Projects")

    /// Fixtures written from a seed: their closest preset must be that seed's.
    static let seeds = ["vitalarc", "popcorn", "contract", "arclabs", "clinic"]

    /// Fixtures that have an `expected.yml`, by folder name.
    static let fixtures: [String] = {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: projects.path)) ?? []
        return names.filter { FileManager.default.fileExists(atPath: projects.appendingPathComponent("\($0)/expected.yml").path) }.sorted()
    }()

    /// Fields where a fixture's expectation and the inference knowingly differ: the inferred value is
    /// checked instead, and the expectation must still differ (so a fixed fixture is noticed).
    static let disagreements: [String: [String: (inferred: String, reason: String)]] = {
        let app = "`{app}` expands to the spec's optional `app:`, empty when a spec has none (and `moduleName` then fails); the literal gives the same names without it"
        return [
            "interactor": [
                "repositoryProtocolName": (
                    "{entity}Repository",
                    "`{names}Gateway` does not load: `repositoryProtocolName` must contain `{entity}`, and `SwiftNames` does not expand `{names}` there; the plural naming is reported as not expressible and the preset's value kept"
                ),
                "moduleName": ("Shop", app),
                "errorTypeName": ("ShopError", app),
                "dependencyContainerName": ("ShopAssembly", app),
            ]
        ]
    }()

    static func infer(_ name: String, layers: Bool, expected: ExpectedFile) async throws -> InferredConventions {
        var options = IndexOptions()
        options.cacheDirectory = nil
        options.excludes += expected.list("exclude")
        let index = try await Indexer(options: options).index(root: projects.appendingPathComponent(name))
        let rules = LayerRules(globs: layers ? expected.layerGlobs : [])
        return ConventionInference.infer(Classifier(layers: rules).classify(index), index: index)
    }

    @Test(arguments: fixtures)
    func inferredConventionsMatchTheFixture(_ name: String) async throws {
        let expected = try ExpectedFile(contentsOf: Self.projects.appendingPathComponent("\(name)/expected.yml"))
        // As `strata init --infer` sees a fresh project (no layer globs), and with the fixture's globs.
        for withLayers in [false, true] {
            let inferred = try await Self.infer(name, layers: withLayers, expected: expected)
            let actual = ConventionValues(inferred.conventions)
            for (field, value) in expected.conventions {
                let comment: Comment =
                    "\(name)\(withLayers ? " (with layer globs)" : ""): \(field) — \(inferred.finding(field)?.summary ?? "no evidence; preset \(inferred.closestPreset)")"
                if let disagreement = Self.disagreements[name]?[field] {
                    #expect(actual[field] == disagreement.inferred, comment)
                    #expect(value != disagreement.inferred, "\(name): \(field) now agrees; drop the disagreement (\(disagreement.reason))")
                } else {
                    #expect(actual[field] == value, comment)
                }
            }
            if Self.seeds.contains(name) {
                #expect(inferred.closestPreset == name, "\(name): closest preset")
            }
        }
    }
}

/// The `conventions`, `exclude` and `layers` of a fixture's `expected.yml`, read by hand: block
/// mappings indented by two spaces, quoted or plain scalars, flow lists of strings, `#` comments.
struct ExpectedFile {
    /// Dotted field → value, encoded like `ConventionValues` (`[A, B]` for lists).
    var conventions: [(String, String)] = []
    var topLevel: [String: String] = [:]
    var layerGlobs: [(Layer, String)] = []

    init(contentsOf url: URL) throws {
        let text = try String(contentsOf: url, encoding: .utf8)
        var path: [String] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = Self.stripComment(String(raw))
            guard !line.trimmingCharacters(in: .whitespaces).isEmpty else { continue }
            let indent = line.prefix { $0 == " " }.count / 2
            guard let colon = line.firstIndex(of: ":") else { continue }
            let key = line[..<colon].trimmingCharacters(in: .whitespaces)
            let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
            path = Array(path.prefix(indent)) + [key]
            guard !value.isEmpty else { continue }
            let scalar = Self.scalar(value)
            switch path.first {
            case "conventions":
                conventions.append((path.dropFirst().joined(separator: "."), scalar))
            case "layers" where path.count == 2:
                if let layer = Layer(rawValue: key) {
                    layerGlobs += Self.items(value).map { (layer, $0) }
                }
            default:
                if path.count == 1 { topLevel[key] = value }
            }
        }
    }

    func list(_ key: String) -> [String] { topLevel[key].map(Self.items) ?? [] }

    static func stripComment(_ line: String) -> String {
        var inQuotes = false
        var result = ""
        for character in line {
            if character == "\"" { inQuotes.toggle() }
            if character == "#", !inQuotes { break }
            result.append(character)
        }
        while result.last == " " { result.removeLast() }
        return result
    }

    static func scalar(_ text: String) -> String {
        if text.hasPrefix("[") { return "[" + items(text).joined(separator: ", ") + "]" }
        return unquoted(text)
    }

    static func items(_ text: String) -> [String] {
        var inner = Substring(text.trimmingCharacters(in: .whitespaces))
        if inner.hasPrefix("[") { inner = inner.dropFirst() }
        if inner.hasSuffix("]") { inner = inner.dropLast() }
        return inner.split(separator: ",").map { unquoted($0.trimmingCharacters(in: .whitespaces)) }.filter { !$0.isEmpty }
    }

    static func unquoted(_ text: String) -> String {
        guard text.count >= 2, text.hasPrefix("\""), text.hasSuffix("\"") else { return text }
        return String(text.dropFirst().dropLast())
            .replacingOccurrences(of: "\\n", with: "\n").replacingOccurrences(of: "\\\"", with: "\"").replacingOccurrences(of: "\\\\", with: "\\")
    }
}

/// Every field of a `Conventions` by dotted name, as text: strings as they are, lists as `[A, B]`,
/// enums by raw value, no value as `null`.
struct ConventionValues {
    var values: [String: String] = [:]

    init(_ conventions: Conventions) { collect(conventions, prefix: "") }

    subscript(field: String) -> String? { values[field] }

    private mutating func collect(_ value: Any, prefix: String) {
        for child in Mirror(reflecting: value).children {
            guard let label = child.label else { continue }
            let key = prefix.isEmpty ? label : prefix + "." + label
            switch child.value {
            case let text as String: values[key] = text
            case let flag as Bool: values[key] = flag ? "true" : "false"
            case let number as Int: values[key] = String(number)
            case let list as [String]: values[key] = "[" + list.joined(separator: ", ") + "]"
            case let raw as any RawRepresentable<String>: values[key] = raw.rawValue
            case let optional as String?: values[key] = optional ?? "null"
            default: collect(child.value, prefix: key)
            }
        }
    }
}

/// A project closest to a preset whose Data layer is split into modules, but whose types are all
/// internal (an Xcode app in one target): the inferred config keeps one module, or it would not load.
@Suite("Inference: split Data modules need public types")
struct SplitModulesInferenceTests {
    @Test func internalTypesKeepTheDataLayerInOneModule() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-internal-popcorn-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        try FileManager.default.copyItem(at: FixtureInferenceTests.projects.appendingPathComponent("popcorn"), to: root)
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        for file in files {
            let url = root.appendingPathComponent(file)
            let text = try String(contentsOf: url, encoding: .utf8)
            try text.replacingOccurrences(of: "public ", with: "").write(to: url, atomically: true, encoding: .utf8)
        }
        var options = IndexOptions()
        options.cacheDirectory = nil
        let index = try await Indexer(options: options).index(root: root)
        let inferred = ConventionInference.infer(Classifier(layers: LayerRules(globs: [])).classify(index), index: index)
        #expect(inferred.conventions.accessLevel == .internal, "\(inferred.finding("accessLevel")?.summary ?? "")")
        #expect(!inferred.conventions.modules.isSplit, "closest preset \(inferred.closestPreset)")
        #expect(inferred.findings.contains { $0.field == "modules" && $0.summary.contains("declares them `internal`") })
    }
}
