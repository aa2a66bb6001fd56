import Foundation
import StrataModel
import SwiftParser
import SwiftSyntax
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// add-property on SwiftData stores versioned in `VersionedSchema`s: a new version copied from
/// the latest with the property, a lightweight stage, the app moved to it — in each way projects
/// write their versions and plans — and a precise warning where a shipped version would change.
@Suite("add-property: SwiftData schema versions")
struct SchemaVersioningTests {
    static func request(_ entity: String, _ properties: [String]) throws -> AddPropertyRequest {
        AddPropertyRequest(entities: [entity], properties: try properties.map { try PropertyRequest.parse($0) })
    }

    @Test(
        "every file the run changes or creates parses", arguments: [("Frozen", "Habit", ["streakGoal:Int", "reminderTime:Date?"]), ("Versioned", "Note", ["pinned:Bool=false"])])
    func everyChangedFileParses(_ fixture: String, _ entity: String, _ properties: [String]) async throws {
        let plan = try await RewriteFixtures.plan(try Self.request(entity, properties), in: RewriteFixtures.url(fixture))
        let texts = plan.rewrites.map { ($0.path, $0.rewritten) } + plan.newFiles.map { ($0.path, $0.contents) }
        #expect(texts.count >= 4)
        for (path, text) in texts {
            #expect(!Parser.parse(source: text).hasError, "\(path) does not parse")
        }
    }

    @Test func shippedVersionsAndMigrationTestsAreLeftAsWritten() async throws {
        let plan = try await RewriteFixtures.plan(try Self.request("Habit", ["streakGoal:Int"]), in: RewriteFixtures.url("Frozen"))
        let changed = Set(plan.rewrites.filter { $0.original != $0.rewritten }.map(\.path))
        #expect(!changed.contains { $0.contains("HabitSchemaV1") || $0.contains("HabitSchemaV2") })
        #expect(!changed.contains("Tests/HabitsTests/HabitMigrationTests.swift"))
        let version = try #require(plan.newFiles.first { $0.path == "Sources/Habits/Data/Persistence/Schema/HabitSchemaV3.swift" })
        // Copied from the enum and from the extension file, self-references following.
        #expect(version.contents.contains("enum HabitSchemaV3: VersionedSchema"))
        #expect(version.contents.contains("extension HabitSchemaV3 {"))
        #expect(version.contents.contains("HabitSchemaV3.CheckInRecord.self"))
        #expect(!version.contents.contains("HabitSchemaV2"))
        #expect(version.contents.contains("Schema.Version(3, 0, 0)"))
        // Stores already saved get a value for the new non-optional field.
        #expect(version.contents.contains("var streakGoal: Int = 0"))
    }

    static let inlinePlan: [String: String] = [
        "Sources/Trips/Trip.swift": """
        import Foundation

        struct Trip: Equatable {
            let id: UUID
            let city: String
        }
        """,
        "Sources/Trips/Store/TripsSchemaV2_1.swift": """
        import Foundation
        import SwiftData

        enum TripsSchemaV2_1: VersionedSchema {
            static let versionIdentifier = Schema.Version(2, 1, 0)
            static let models: [any PersistentModel.Type] = [TripsSchemaV2_1.TripEntity.self]

            @Model
            final class TripEntity {
                var id: UUID
                var city: String

                init(id: UUID, city: String) {
                    self.id = id
                    self.city = city
                }
            }
        }
        """,
        "Sources/Trips/Store/TripsMigrationPlan.swift": """
        import SwiftData

        typealias CurrentTripsSchema = TripsSchemaV2_1

        enum TripsMigrationPlan: SchemaMigrationPlan {
            static let schemas: [any VersionedSchema.Type] = [TripsSchemaV2_1.self]
            static let stages: [MigrationStage] = []
        }
        """,
        "Sources/Trips/Store/TripEntityMapper.swift": """
        extension CurrentTripsSchema.TripEntity {
            func toDomain() -> Trip {
                Trip(id: id, city: city)
            }
        }
        """,
    ]

    @Test func minorVersionNamesAndSchemaTypealiasesMoveOn() async throws {
        let root = try RewriteFixtures.project(Self.inlinePlan)
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try await RewriteFixtures.plan(try Self.request("Trip", ["country:String?"]), in: root)
        let version = try #require(plan.newFiles.first)
        #expect(version.path == "Sources/Trips/Store/TripsSchemaV2_2.swift")
        #expect(version.contents.contains("Schema.Version(2, 2, 0)"))
        #expect(version.contents.contains("[TripsSchemaV2_2.TripEntity.self]"))
        let migration = try #require(plan.rewrites.first { $0.path == "Sources/Trips/Store/TripsMigrationPlan.swift" })
        #expect(migration.rewritten.contains("typealias CurrentTripsSchema = TripsSchemaV2_2"))
        #expect(migration.rewritten.contains("[TripsSchemaV2_1.self, TripsSchemaV2_2.self]"))
        #expect(migration.rewritten.contains("[.lightweight(fromVersion: TripsSchemaV2_1.self, toVersion: TripsSchemaV2_2.self)]"))
    }

    @Test func aLiveModelListedByAShippedVersionIsLeftWithAWarning() async throws {
        let root = try RewriteFixtures.project([
            "Sources/Pets/Pet.swift": "struct Pet {\n    let name: String\n}\n",
            "Sources/Pets/PetRecord.swift": """
            import SwiftData

            @Model
            final class PetRecord {
                var name: String

                init(name: String) {
                    self.name = name
                }
            }

            extension PetRecord {
                func toDomain() -> Pet { Pet(name: name) }
            }
            """,
            "Sources/Pets/PetsSchema.swift": """
            import SwiftData

            enum PetsSchemaV1: VersionedSchema {
                static var versionIdentifier: Schema.Version { Schema.Version(1, 0, 0) }
                static var models: [any PersistentModel.Type] { [PetRecord.self] }
            }
            """,
        ])
        defer { try? FileManager.default.removeItem(at: root) }
        let plan = try await RewriteFixtures.plan(try Self.request("Pet", ["breed:String?"]), in: root)
        // The stored class is not given the field (its construction of `Pet` still gets `breed: nil`).
        #expect(!plan.rewrites.contains { $0.rewritten.contains("var breed") })
        #expect(plan.newFiles.isEmpty)
        let warning = try #require(plan.unhandled.first { $0.message.contains("lists the live `PetRecord`") })
        #expect(warning.location?.description == "Sources/Pets/PetsSchema.swift:5:54")
        #expect(warning.message.contains("freeze the current class as `PetsSchemaV1.PetRecord`"))
    }

    @Test func namedStagesFollowTheirNumbering() {
        #expect(MigrationPlanEditor.stageName(after: "migrateV1toV2", old: "SchemaV2", next: "SchemaV3", among: []) == "migrateV2toV3")
        #expect(MigrationPlanEditor.stageName(after: "v3ToV4", old: "AppSchemaV4", next: "AppSchemaV5", among: []) == "v4ToV5")
        #expect(MigrationPlanEditor.stageName(after: "initialStage", old: "SchemaV2", next: "SchemaV3", among: []) == "migrateSchemaV2ToSchemaV3")
        #expect(SchemaVersionCopy.nextName("SchemaV9") == "SchemaV10")
        #expect(
            SchemaVersionCopy.bumpingVersion("static var versionIdentifier = Schema.Version(1, 4, 2)", of: "SchemaV1_5") == "static var versionIdentifier = Schema.Version(1, 5, 0)"
        )
    }
}
