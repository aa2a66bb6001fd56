import PropertyBased
import StrataModel
import Testing

@testable import StrataSpec

/// No input can crash the loaders: they return a value or throw issues that all carry a position.
@Suite struct RobustnessTests {
    @Test func randomSpecDocumentsNeverCrashTheLoader() async {
        await propertyCheck(count: 400, input: FuzzText.randomDocument, Gen.int(in: 0...(Presets.all.count - 1))) { text, preset in
            Self.expectLoadsOrLocatedIssues(text, preset: preset)
        }
    }

    @Test func mangledExamplesNeverCrashTheLoader() async throws {
        let examples = try Examples.names.map { name throws(StrataIssues) in try Examples.text(named: name) }
        await propertyCheck(count: 400, input: FuzzText.mutation(of: examples), Gen.int(in: 0...(Presets.all.count - 1))) { text, preset in
            Self.expectLoadsOrLocatedIssues(text, preset: preset)
        }
    }

    @Test func randomConfigsNeverCrashTheConfigLoader() async {
        await propertyCheck(count: 300, input: FuzzText.randomConfig) { text in
            do throws(StrataIssues) {
                _ = try ConfigLoader.load(text: text, file: "c", presetOverride: nil)
            } catch {
                #expect(!error.issues.isEmpty)
                #expect(error.issues.allSatisfy { $0.location?.file == "c" }, "\(error)\n--- input ---\n\(text)")
            }
        }
    }

    @Test(arguments: [10, 990, 5000])
    func deeplyNestedDocumentsAreReadOrRefused(depth: Int) {
        let flow = "feature: W\nentities: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let block = "feature: W\nentities:\n" + String(repeating: "- ", count: depth) + "x\n"
        let mapping = "feature: W\nenums: " + String(repeating: "{a: ", count: depth) + "b" + String(repeating: "}", count: depth) + "\n"
        for text in [flow, block, mapping] { Self.expectLoadsOrLocatedIssues(text, preset: 0) }
    }

    @Test func controlCharactersAreIssues() {
        for text in ["feature: W\u{0}\n", "feature: W\r\nentities: {}\r\n", "feature: \u{85}W\n", "feature: \"\\uD800\"\n"] {
            Self.expectLoadsOrLocatedIssues(text, preset: 0)
        }
    }

    private static func expectLoadsOrLocatedIssues(_ text: String, preset: Int) {
        do throws(StrataIssues) {
            let model = try SpecLoader(conventions: Presets.all[preset]).load(text: text, file: "fuzz.yml")
            #expect(!model.feature.isEmpty)
        } catch {
            #expect(!error.issues.isEmpty)
            #expect(error.issues.allSatisfy { $0.location?.file == "fuzz.yml" && ($0.location?.line ?? 0) >= 1 }, "\(error)\n--- input ---\n\(text)")
        }
    }
}

/// Generators of hostile YAML: random trees over the real vocabulary, and damaged example specs.
///
/// Keys are mostly drawn from what is valid where they appear (so the generator reaches every reader and
/// validator), sometimes from anywhere or from plain junk; values are mostly of the expected kind.
enum FuzzText {
    static let entityNames = ["Workout", "Exercise", "Program", "workout", "String", "Person", "WorkoutsError"]
    static let enumNames = ["WorkoutKind", "Status", "Workout", "Date", "enum"]
    static let propertyNames = ["name", "date", "exercises", "programId", "id", "class", "kind", "notes", "tags"]
    static let queryNames = ["fetchRecent", "fetchEnabled", "1abc"]
    static let parameterNames = ["limit", "since", "in", "type"]
    static let caseNames = ["daily", "weekly", "strength", "1x"]
    static let errorNames = ["invalidName", "notFound", "tooMany"]
    static let conventionKeys = [
        "typedThrows", "indentWidth", "paths", "repositoryMethods", "accessLevel", "useCaseName", "useCaseContractName",
        "fileHeader", "entityConformances", "preset", "moduleName", "useCaseStyle", "defaultIDType", "typedThrow",
    ]
    static let junk = ["", "<<", "é", "my-name", "UseCase", "?", "x y"]

    static let allKeys: [String] =
        Array(Set(SpecKeys.byDefinition.values.joined())) + ConfigLoader.keys + entityNames + enumNames
        + propertyNames + queryNames + parameterNames + caseNames + errorNames + conventionKeys + junk

    /// The keys that make sense inside the mapping that is the value of `parent`.
    static func keys(under parent: String?) -> [String] {
        switch parent {
        case nil: return SpecKeys.spec
        case "config": return ConfigLoader.keys
        case "entities", "repositories": return entityNames
        case "enums": return enumNames
        case "properties": return propertyNames
        case "queries": return queryNames
        case "parameters", "values": return parameterNames
        case "cases": return caseNames
        case "errors": return errorNames
        case "conventions": return conventionKeys
        case "paths": return ["sources", "tests", "entity", "useCase", "entites"]
        case "repositoryMethods": return ["save", "fetchByID", "fetchAll", "search"]
        case let key? where entityNames.contains(key) || enumNames.contains(key):
            return SpecKeys.entity + SpecKeys.repository + SpecKeys.enumType
        case let key? where propertyNames.contains(key): return SpecKeys.property
        case let key? where queryNames.contains(key): return SpecKeys.query
        case let key? where errorNames.contains(key): return SpecKeys.error
        case let key? where caseNames.contains(key): return SpecKeys.enumCase
        default: return allKeys
        }
    }

    private static let mappingKeys: Set<String> = [
        "entities", "enums", "repositories", "errors", "properties", "queries", "parameters", "values", "conventions", "paths",
        "repositoryMethods",
    ]
    private static let listKeys: Set<String> = ["useCases", "operations", "cases", "entityConformances"]

    static let scalars: [String] = [
        "String", "Int", "Strng", "\"[Exercise]\"", "\"[String: Int\"", "\"Set<Workout>\"", "\"Int?\"", "Workout", "Exercise",
        "WorkoutKind", "\"[WorkoutKind: [Workout]]\"", "\"Optional<Int>\"", "\"Dictionary<String>\"", "String!", "\"Int??\"",
        "null", "~", "true", "no", "42", "-1", "0x1F", "1e400", ".inf", ".daily", "strength", "\"\"", "''", "\"a: b\"",
        "UUID", "uuid", "save", "fetchByIdd", "create", "custon", "calculate", "fetchRecent", "\"{name}UseCase\"",
        "\"../{name}.swift\"", "\"get{name}(by:)\"", "public", "9", "&anchor x", "*anchor", "!!binary aGk=", "!custom x",
        "\"\\u0041\"", "'it''s'", "\"[[[[[[[[[[[[[[[[[[[[Int]]]]]]]]]]]]]]]]]]]]\"", "Zoë", "CreateWorkout", "GetWorkoutsPage",
        "CalculateVolume", "SyncAll", "FetchWorkouts", "Program", "1:2:3:4:5:6:7:8:9:10:11:12:13", "190:20:30", "-0", "0b102",
        "-9223372036854775809", "18446744073709551616", "0o777",
    ]

    /// Random nested mappings, lists and scalars, written in block and flow style.
    static let randomDocument = Generator<String, Shrink.None<String>> { rng in
        var text = ""
        if Int.random(in: 0..<4, using: &rng) > 0 { text += "feature: \(["Workouts", "workouts", "class", "W"].randomElement(using: &rng) ?? "W")\n" }
        return text + block(parent: nil, depth: 0, indent: "", rng: &rng)
    }

    /// Random `.strata.yml` documents.
    static let randomConfig = Generator<String, Shrink.None<String>> { rng in
        block(parent: "config", depth: 0, indent: "", rng: &rng)
    }

    /// An example with a few random edits: deletions, duplicated or swapped lines, stray tokens.
    static func mutation(of texts: [String]) -> Generator<String, Shrink.None<String>> {
        Generator { rng in
            var scalars = Array((texts.randomElement(using: &rng) ?? "").unicodeScalars)
            for _ in 0..<Int.random(in: 1...6, using: &rng) { mutate(&scalars, rng: &rng) }
            var text = ""
            text.unicodeScalars.append(contentsOf: scalars)
            return text
        }
    }

    private static func mutate(_ scalars: inout [Unicode.Scalar], rng: inout any SeededRandomNumberGenerator) {
        guard !scalars.isEmpty else { return }
        let at = Int.random(in: 0..<scalars.count, using: &rng)
        switch Int.random(in: 0..<6, using: &rng) {
        case 0:
            let end = min(scalars.count, at + Int.random(in: 1...40, using: &rng))
            scalars.removeSubrange(at..<end)
        case 1:
            let token =
                (allKeys + FuzzText.scalars + [":", "- ", "\n", "  ", "{", "}", "[", "]", "\"", "#", ",", "\t"])
                .randomElement(using: &rng) ?? ""
            scalars.insert(contentsOf: token.unicodeScalars, at: at)
        case 2:
            scalars[at] =
                [" ", ":", "-", "\n", "x", "\"", "'", "é", "\u{0}", "\r", "\u{FEFF}", "\u{85}", "&", "*", "!"]
                .randomElement(using: &rng) ?? " "
        default:
            var lines = String(String.UnicodeScalarView(scalars)).split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            let a = Int.random(in: 0..<lines.count, using: &rng), b = Int.random(in: 0..<lines.count, using: &rng)
            switch Int.random(in: 0..<3, using: &rng) {
            case 0: lines.swapAt(a, b)
            case 1: lines.insert(lines[a], at: b)
            default: lines[a] = String(repeating: " ", count: Int.random(in: 0...6, using: &rng)) + lines[a].drop { $0 == " " }
            }
            scalars = Array(lines.joined(separator: "\n").unicodeScalars)
        }
    }

    private static func key(under parent: String?, rng: inout any SeededRandomNumberGenerator) -> String {
        let pool = Int.random(in: 0..<10, using: &rng) == 0 ? allKeys : keys(under: parent)
        return pool.randomElement(using: &rng) ?? "x"
    }

    private static func block(parent: String?, depth: Int, indent: String, rng: inout any SeededRandomNumberGenerator) -> String {
        var text = ""
        for _ in 0..<Int.random(in: 0...4, using: &rng) {
            let key = key(under: parent, rng: &rng)
            text += indent + key + ":" + value(of: key, depth: depth + 1, indent: indent + "  ", rng: &rng)
        }
        return text
    }

    /// Mostly the kind of value `key` expects, sometimes anything.
    private static func value(of key: String, depth: Int, indent: String, rng: inout any SeededRandomNumberGenerator) -> String {
        let expected = mappingKeys.contains(key) || keys(under: key) != allKeys ? 1 : listKeys.contains(key) ? 2 : 0
        var choice = Int.random(in: 0..<10, using: &rng) < 7 ? expected : Int.random(in: 0..<4, using: &rng)
        if depth > 6 { choice = 0 }
        switch choice {
        case 1: return "\n" + block(parent: key, depth: depth, indent: indent, rng: &rng)
        case 2:
            var text = "\n"
            for _ in 0..<Int.random(in: 0...3, using: &rng) {
                if key == "useCases", Bool.random(using: &rng) {
                    text += indent + "- " + flow(parent: "useCase", depth: depth + 1, rng: &rng, forceMapping: true) + "\n"
                } else {
                    text += indent + "-" + value(of: key + "[]", depth: depth + 1, indent: indent + "  ", rng: &rng)
                }
            }
            return text
        case 3: return " " + flow(parent: key, depth: depth, rng: &rng) + "\n"
        default: return " " + (scalars.randomElement(using: &rng) ?? "") + "\n"
        }
    }

    private static func flow(parent: String, depth: Int, rng: inout any SeededRandomNumberGenerator, forceMapping: Bool = false) -> String {
        if !forceMapping, depth > 6 || Int.random(in: 0..<3, using: &rng) == 0 { return scalars.randomElement(using: &rng) ?? "" }
        let count = Int.random(in: 0...3, using: &rng)
        if forceMapping || Bool.random(using: &rng) {
            let pool = parent == "useCase" ? SpecKeys.useCase : keys(under: parent)
            let items = (0..<count).map { _ in
                let key = pool.randomElement(using: &rng) ?? "k"
                return key + ": " + flow(parent: key, depth: depth + 1, rng: &rng)
            }
            return "{ " + items.joined(separator: ", ") + " }"
        }
        let items = (0..<count).map { _ in flow(parent: parent, depth: depth + 1, rng: &rng) }
        return "[" + items.joined(separator: ", ") + "]"
    }
}
