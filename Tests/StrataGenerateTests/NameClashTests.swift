import Foundation
import StrataModel
import StrataSpec
import SwiftParser
import Testing

@testable import StrataGenerate

/// Spec names that meet a name the generator derives: refused before anything is rendered or
/// written, at the spec's line and column, instead of a package that does not build.
@Suite("Generation: names that clash within a module")
struct NameClashTests {
    static func spec(entities: [String], repositories: [String]) -> String {
        var text = "feature: Garage\nentities:\n"
        for name in entities { text += "  \(name):\n    properties:\n      title: String\n" }
        text += "repositories:\n"
        for name in repositories { text += "  \(name):\n    operations: [save, fetchAll]\n    endpoint: /\(name.lowercased())\n" }
        return text + "useCases:\n  - Fetch\(entities[0])s\n"
    }

    static func issues(_ text: String, data: Bool = true) async throws -> [StrataIssue] {
        let model = try SpecLoader(conventions: Presets.vitalArc).load(text: text, file: "garage.yml")
        do throws(StrataIssues) {
            _ = try await Generator(conventions: Presets.vitalArc, templates: sharedTemplates)
                .generate(model, options: GenerationOptions(packageManifest: true, dataLayer: data))
            return []
        } catch {
            return error.issues
        }
    }

    @Test("An entity named like the Data layer's client file: two `APIClient.swift` in one module")
    func entityMeetsSupportFile() async throws {
        let issues = try await Self.issues(Self.spec(entities: ["APIClient"], repositories: ["APIClient"]))
        let issue = try #require(issues.first)
        #expect(issues.count == 1)
        #expect(issue.message.contains("two generated files in module `Garage` are named `APIClient.swift`"))
        #expect(issue.message.contains("`Sources/Garage/Domain/Entities/APIClient.swift` (entity)"))
        #expect(issue.message.contains("`Sources/Garage/Data/Support/APIClient.swift` (dataSupport)"))
        #expect(issue.location == SourceLocation(file: "garage.yml", line: 3, column: 3))
        #expect(issue.hint?.contains("rename `APIClient` in the spec") == true)
    }

    @Test("Entities `Car` and `CarModel`: the second meets the first's SwiftData model")
    func entityMeetsPersistenceModel() async throws {
        let issues = try await Self.issues(Self.spec(entities: ["Car", "CarModel"], repositories: ["Car", "CarModel"]))
        let issue = try #require(issues.first)
        #expect(issue.message.contains("named `CarModel.swift`"))
        #expect(issue.message.contains("(persistence)"))
        #expect(issue.location == SourceLocation(file: "garage.yml", line: 6, column: 3))
    }

    @Test("Without the Data layer the same names build: no clash is reported")
    func noDataLayerNoClash() async throws {
        #expect(try await Self.issues(Self.spec(entities: ["Car", "CarModel"], repositories: ["Car", "CarModel"]), data: false).isEmpty)
    }

    @Test("Two files declaring one type in a module (a template override) stop generation")
    func typeDeclaredByTwoFiles() async throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("strata-clash-templates-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: url) }
        // Every enum file also declares a shared helper: the second one is a redeclaration.
        try "enum {{name}}: String { case a }\n\nstruct Shared {}\n".write(to: url.appendingPathComponent("enum.mustache"), atomically: true, encoding: .utf8)
        let spec = Self.spec(entities: ["Car"], repositories: ["Car"]) + "enums:\n  Color:\n    cases: [red]\n  Size:\n    cases: [small]\n"
        let model = try SpecLoader(conventions: Presets.vitalArc).load(text: spec, file: "garage.yml")
        do throws(StrataIssues) {
            _ = try await Generator(conventions: Presets.vitalArc, templates: try TemplateLibrary(overridesDirectory: url))
                .generate(model, options: GenerationOptions(packageManifest: true, dataLayer: false))
            Issue.record("two files declaring `Shared` were accepted")
        } catch {
            #expect(
                error.issues.map(\.message) == [
                    "two generated files in module `Garage` declare `Shared`: `Sources/Garage/Domain/Entities/Color.swift` and `Sources/Garage/Domain/Entities/Size.swift`"
                ])
            #expect(error.issues.first?.location == nil, "no spec name is `Shared`")
            #expect(error.issues.first?.hint?.hasPrefix("rename the spec's type whose derived name this is") == true)
        }
    }

    @Test("File names differing only in case clash too (macOS file systems do not tell them apart)")
    func caseInsensitiveFileNames() throws {
        let model = DomainModel(
            feature: "Garage", module: "Garage",
            entities: [
                Entity(name: "Car", plural: "Cars", idType: .uuid, properties: [], location: SourceLocation(file: "g.yml", line: 3, column: 3))
            ])
        let modules = SwiftNames(model: model, conventions: Presets.vitalArc).modules
        let files = ["Sources/Garage/Domain/Car.swift", "Sources/Garage/Data/car.swift", "Tests/GarageTests/Car.swift"].map {
            PlannedFile(path: $0, role: .entity, template: "entity", context: [String: String]())
        }
        let issues = NameClashes.fileNames(files, modules: modules, model: model)
        #expect(issues.count == 1)  // the test target is a module of its own
        #expect(issues.first?.message.contains("named `car.swift`") == true)
        #expect(issues.first?.location == SourceLocation(file: "g.yml", line: 3, column: 3))
    }

    @Test("Two files of one target declaring one top-level type; other targets and one file's own `#if` arms do not count")
    func typeNames() {
        let sources = NameClashes.Target(module: "Garage", isTest: false)
        let tests = NameClashes.Target(module: "Garage", isTest: true)
        let declared = [
            NameClashes.Declared(target: sources, name: "CarModel", path: "Sources/Garage/Domain/CarModel.swift"),
            NameClashes.Declared(target: sources, name: "Store", path: "Sources/Garage/Data/Store.swift"),
            NameClashes.Declared(target: sources, name: "Store", path: "Sources/Garage/Data/Store.swift"),
            NameClashes.Declared(target: tests, name: "CarModel", path: "Tests/GarageTests/CarModel.swift"),
            NameClashes.Declared(target: sources, name: "CarModel", path: "Sources/Garage/Data/Models/CarRecord.swift"),
        ]
        let issues = NameClashes.typeNames(declared, model: DomainModel(feature: "Garage", module: "Garage"))
        #expect(
            issues.map(\.message) == [
                "two generated files in module `Garage` declare `CarModel`: `Sources/Garage/Domain/CarModel.swift` and `Sources/Garage/Data/Models/CarRecord.swift`"
            ])
    }

    @Test("A member declared twice in one type is refused at the second; `#if` arms inside a type and overloads are not twins")
    func repeatedMembers() throws {
        let source = """
            #if canImport(SwiftData)
            final class OrderModel {
                var cachedAt: Date
                var title: String
                var cachedAt: Date
                func load() {}
                func load(id: Int) {}
                #if DEBUG
                var debug = 1
                #else
                var debug = 2
                #endif
            }
            #endif
            enum Kind { case a, b
                case a
            }
            """
        let issues = Verifier().verify(source, path: "Sources/Shop/Data/Models/OrderModel.swift")
        #expect(issues.map(\.message) == ["generated code declares `cachedAt` twice in `OrderModel`", "generated code declares `a` twice in `Kind`"])
        #expect(issues.first?.location == SourceLocation(file: "Sources/Shop/Data/Models/OrderModel.swift", line: 5, column: 9))
        #expect(issues.first?.hint?.hasPrefix("a spec name meets one the generator adds") == true)
    }

    @Test("Top-level types are read in `#if` arms too; extensions, functions and nested types are not")
    func topLevelTypes() {
        let tree = Parser.parse(
            source: """
                import Foundation
                struct A { struct Nested {} }
                extension A {}
                func helper() {}
                #if canImport(SwiftData)
                final class B {}
                #else
                typealias B = A
                #endif
                enum C {}
                protocol D {}
                actor E {}
                """)
        #expect(DeclaredNames(tree.statements).types == ["A", "B", "B", "C", "D", "E"])
    }
}
