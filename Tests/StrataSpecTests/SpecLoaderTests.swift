import Foundation
import StrataModel
import Testing
import Yams

@testable import StrataSpec

/// What a valid spec becomes: defaults, order, JSON input, files.
@Suite struct SpecLoaderTests {
    @Test func defaultsComeFromTheConventions() throws {
        let spec = """
            feature: Workouts
            entities:
              Workout: {}
              Category: { id: String, plural: Categoriez }
            """
        let vitalArc = try load(spec)
        #expect(vitalArc.module == "Workouts")
        #expect(vitalArc.app == nil)
        #expect(vitalArc.entities.map(\.idType) == [.uuid, .string])
        #expect(vitalArc.entities.map(\.plural) == ["Workouts", "Categoriez"])
        let popcorn = try load(spec, conventions: Presets.popcorn)
        #expect(popcorn.module == "WorkoutsDomain")
        #expect(popcorn.entities.map(\.idType) == [.int, .string])
    }

    @Test func moduleExpandsAppAndFeature() throws {
        #expect(try load("feature: Movies\napp: Popcorn\n", conventions: Presets.contract).module == "PopcornMovies")
        // `{app}` is empty without an app.
        #expect(try load("feature: Movies\n", conventions: Presets.contract).module == "Movies")
        #expect(try load("feature: Movies\napp: Popcorn\nmodule: \"{app}Core\"\n").module == "PopcornCore")
        #expect(try load("feature: Movies\nmodule: Catalog\n", conventions: Presets.contract).module == "Catalog")
    }

    @Test func everythingWrittenIsKept() throws {
        let model = try load(
            """
            feature: Workouts
            summary: Track training.
            entities:
              Workout:
                doc: A session.
                properties:
                  avatarUrl: { type: "URL?", wire: avatar_url, doc: Picture. }
                  name: { type: String, var: true }
                  programId: { references: Program, optional: true }
                  coachId: { references: Program }
                  score: { type: Int, optional: true }
              Program: { id: Int }
            enums:
              Status:
                doc: Production state.
                cases:
                  inProduction: In Production
                  released: released
                  planned: { raw: Planned, doc: Announced. }
                  rumoured: null
            errors:
              invalidName: The name is empty.
              limitExceeded: { message: Too many., values: { limit: Int, kind: Status } }
              unknownFailure: null
            """
        )
        #expect(model.summary == "Track training.")
        let workout = try #require(model.entity(named: "Workout"))
        #expect(workout.doc == "A session.")
        #expect(workout.location == StrataModel.SourceLocation(file: specFile, line: 4, column: 3))
        let properties = workout.properties
        #expect(
            properties[0]
                == Property(
                    name: "avatarUrl", type: .optional(.named("URL")), doc: "Picture.", wireName: "avatar_url",
                    location: .init(file: specFile, line: 7, column: 7)
                ))
        #expect(properties[1].isMutable)
        #expect(properties[2].type == .optional(.named("Int")) && properties[2].relationship == .reference(entity: "Program"))
        #expect(properties[3].type == .named("Int"))
        #expect(properties[4].type == .optional(.named("Int")))
        let status = try #require(model.enumType(named: "Status"))
        #expect(status.doc == "Production state.")
        #expect(
            status.cases == [
                EnumCase(name: "inProduction", rawValue: "In Production"), EnumCase(name: "released"),
                EnumCase(name: "planned", rawValue: "Planned", doc: "Announced."), EnumCase(name: "rumoured"),
            ])
        #expect(
            model.errors == [
                ErrorCase(name: "invalidName", message: "The name is empty."),
                ErrorCase(
                    name: "limitExceeded",
                    associatedValues: [
                        Parameter(name: "limit", type: .named("Int")), Parameter(name: "kind", type: .named("Status")),
                    ], message: "Too many."),
                ErrorCase(name: "unknownFailure"),
            ])
    }

    @Test func writtenOrderIsPreservedEverywhere() throws {
        let model = try load(
            """
            feature: Zoo
            entities:
              Zebra: { properties: { zeta: Int, alpha: Int, mid: Int } }
              Aardvark: {}
              Mole: {}
            enums:
              Zone: [west, east, north]
              Area: { cases: { zed: z, bee: b } }
            repositories:
              Zebra:
                queries:
                  zap: { parameters: { zulu: Int, alpha: Int } }
                  able: {}
            useCases: [GetZebra, CreateAardvark, DeleteMole, CreateZebra]
            errors: { zoo: z, alpha: a }
            """
        )
        #expect(model.entities.map(\.name) == ["Zebra", "Aardvark", "Mole"])
        #expect(model.entities.first?.properties.map(\.name) == ["zeta", "alpha", "mid"])
        #expect(model.enums.map(\.name) == ["Zone", "Area"])
        #expect(model.enums.first?.cases.map(\.name) == ["west", "east", "north"])
        #expect(model.enums.last?.cases.map(\.name) == ["zed", "bee"])
        #expect(model.repository(for: "Zebra")?.queries.map(\.name) == ["zap", "able"])
        #expect(model.repository(for: "Zebra")?.queries.first?.parameters.map(\.name) == ["zulu", "alpha"])
        #expect(model.useCases.map(\.name) == ["GetZebra", "CreateAardvark", "DeleteMole", "CreateZebra"])
        #expect(model.errors.map(\.name) == ["zoo", "alpha"])
    }

    @Test func compactJSONLoadsLikeItsYAMLTwin() throws {
        let json = """
            {"feature":"Workouts","entities":{"Workout":{"properties":{"name":"String","notes":{"type":"String?","default":null},
            \t"count":{"type":"Int","default":3},"done":{"type":"Bool","default":false}}}},
            "useCases":["CreateWorkout",{"name":"CalculateVolume","entity":"Workout","returns":"Double"}]}
            """
        let yaml = """
            feature: Workouts
            entities:
              Workout:
                properties:
                  name: String
                  notes: { type: "String?", default: null }
                  count: { type: Int, default: 3 }
                  done: { type: Bool, default: false }
            useCases:
              - CreateWorkout
              - { name: CalculateVolume, entity: Workout, returns: Double }
            """
        #expect(try load(json).withoutLocations == load(yaml).withoutLocations)
    }

    @Test(arguments: Examples.names)
    func examplesAsJSONLoadTheSameModel(name: String) throws {
        let yaml = try Examples.text(named: name)
        let json = try JSONText.from(yaml: yaml)
        #expect(json.hasPrefix("{\"feature\":"))
        let loader = SpecLoader(conventions: Presets.clinic)
        let fromJSON = try loader.load(text: json, file: "\(name).json")
        #expect(fromJSON.withoutLocations == (try loader.load(text: yaml, file: "\(name).yml")).withoutLocations)
        #expect(fromJSON.entities.first?.location?.file == "\(name).json")
    }

    @Test func jsonErrorsHaveJSONPositions() {
        let found = issues("{\n  \"feature\": \"Workouts\",\n  \"entities\": { \"Workout\": { \"properties\": { \"name\": \"Strng\" } } }\n}\n")
        #expect(found.map(\.message) == ["unknown type `Strng` in property `name` of `Workout`"])
        // The quote of `"Strng"` is at column 54; the name starts one further.
        #expect(found.first?.location == StrataModel.SourceLocation(file: specFile, line: 3, column: 55))
    }

    @Test func byteOrderMarkDoesNotShiftColumns() {
        let found = issues("\u{FEFF}feature: Workouts\nentities: { Workout: { properties: { name: Strng } } }\n")
        #expect(found.first?.location == StrataModel.SourceLocation(file: specFile, line: 2, column: 44))
    }

    @Test func loadsFromAFile() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("strata-spec-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }

        let good = folder.appendingPathComponent("workouts.yml")
        try Data("feature: Workouts\nentities: { Workout: {} }\n".utf8).write(to: good)
        #expect(try SpecLoader(conventions: Presets.vitalArc).load(contentsOf: good).entities.first?.location?.file == good.path)

        let latin1 = folder.appendingPathComponent("latin1.yml")
        try Data([0x66, 0x65, 0x61, 0x74, 0x75, 0x72, 0x65, 0x3A, 0x20, 0xE9, 0x0A]).write(to: latin1)
        #expect {
            try SpecLoader(conventions: Presets.vitalArc).load(contentsOf: latin1)
        } throws: { error in
            let issue = (error as? StrataIssues)?.issues.first
            return issue?.message == "\(latin1.path) is not UTF-8 text" && issue?.location?.file == latin1.path
        }

        #expect {
            try SpecLoader(conventions: Presets.vitalArc).load(contentsOf: folder)
        } throws: { error in
            (error as? StrataIssues)?.issues.first?.message == "cannot read \(folder.path): it is a folder, not a file"
        }

        let missing = folder.appendingPathComponent("missing.yml")
        #expect {
            try SpecLoader(conventions: Presets.vitalArc).load(contentsOf: missing)
        } throws: { error in
            (error as? StrataIssues)?.issues.first?.message.hasPrefix("cannot read \(missing.path)") == true
        }
    }
}

extension DomainModel {
    /// The model with every source position removed, to compare models read from different files.
    var withoutLocations: DomainModel {
        var copy = self
        for index in copy.entities.indices {
            copy.entities[index].location = nil
            for property in copy.entities[index].properties.indices { copy.entities[index].properties[property].location = nil }
        }
        for index in copy.enums.indices { copy.enums[index].location = nil }
        for index in copy.repositories.indices {
            copy.repositories[index].location = nil
            for query in copy.repositories[index].queries.indices { copy.repositories[index].queries[query].location = nil }
        }
        for index in copy.useCases.indices { copy.useCases[index].location = nil }
        copy.data?.location = nil
        return copy
    }
}

/// Writes a YAML document as compact JSON, keeping the order of every mapping.
enum JSONText {
    struct Unsupported: Error {}

    static func from(yaml: String) throws -> String {
        guard let root = try Yams.compose(yaml: yaml) else { throw Unsupported() }
        return try write(root)
    }

    private static func write(_ node: Node) throws -> String {
        switch node {
        case .mapping(let mapping):
            let pairs = try mapping.map { pair in try quoted(pair.key.string ?? "") + ":" + write(pair.value) }
            return "{" + pairs.joined(separator: ",") + "}"
        case .sequence(let sequence):
            return "[" + (try sequence.map(write)).joined(separator: ",") + "]"
        case .scalar(let scalar):
            switch node.tagName {
            case .null: return "null"
            case .bool: return node.bool == true ? "true" : "false"
            case .int, .float: return scalar.string
            default: return try quoted(scalar.string)
            }
        case .alias:
            throw Unsupported()
        }
    }

    private static func quoted(_ text: String) throws -> String {
        String(decoding: try JSONEncoder().encode(text), as: UTF8.self)
    }
}
