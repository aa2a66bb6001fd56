import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// Shapes met on real apps where the new value has to come from somewhere other than `--fill`:
/// a list mapper in a data mapper (`[FeedDTO] -> [Feed]`, built with `dtos.map { .init(…) }`),
/// a DTO that builds the stored entity from its own fields (`toEntity()`), a test double that keeps
/// its defaults in a typed property (`self.rows = rows ?? [.init(…)]`), and a class with
/// subclasses whose initializers hand their values to `super.init(…)`.
@Suite("add-property: where the new value comes from")
struct CarriedValueTests {
    static func plan(_ properties: [String], of entity: String, fill: String? = nil, in files: [String: String]) async throws -> EvolutionPlan {
        let root = try RewriteFixtures.project(files)
        defer { try? FileManager.default.removeItem(at: root) }
        var request = AddPropertyRequest(entities: [entity], properties: try properties.map { text throws(StrataIssues) in try PropertyRequest.parse(text) })
        request.fill = fill
        return try await RewriteFixtures.plan(request, in: root)
    }

    static func rewritten(_ plan: EvolutionPlan, _ path: String) throws -> String {
        try #require(plan.rewrites.first { $0.path == path }, "\(path) not edited; unhandled: \(plan.unhandled)").rewritten
    }

    static let feedFiles: [String: String] = [
        "App/Domain/Entity/Feed.swift": """
        import Foundation

        public struct Feed {
          public let feedId: Int
          public let name: String

          public init(feedId: Int, name: String) {
            self.feedId = feedId
            self.name = name
          }
        }

        """,
        "App/Data/DTO/FeedHistoryResponseDTO.swift": """
        public struct FeedHistoryResponseDTO: Decodable {
          public let feedId: Int
          public let name: String
        }

        """,
        "App/Data/DataMapper/FeedDataMapper.swift": """
        public protocol FeedDataMapper {
          func mapToFeeds(dtos: [FeedHistoryResponseDTO]) -> [Feed]
        }

        public struct FeedDataMapperImpl: FeedDataMapper {
          public init() {}

          public func mapToFeeds(dtos: [FeedHistoryResponseDTO]) -> [Feed] {
            return dtos.map {
              .init(
                feedId: $0.feedId,
                name: $0.name
              )
            }
          }
        }

        """,
    ]

    @Test("a list mapper `[FeedHistoryResponseDTO] -> [Feed]` maps the elements: the DTO gets the field and the `.init` in `map` reads `$0`")
    func listMapperReadsTheElement() async throws {
        let plan = try await Self.plan(["isDeleted:Bool"], of: "Feed", fill: "false", in: Self.feedFiles)
        let mapper = try Self.rewritten(plan, "App/Data/DataMapper/FeedDataMapper.swift")
        #expect(mapper.contains("      name: $0.name,\n        isDeleted: $0.isDeleted ?? false\n"), "\(mapper)")
        #expect(!mapper.contains("isDeleted: false"), "the --fill value was used where the DTO has the field")
        let dto = try Self.rewritten(plan, "App/Data/DTO/FeedHistoryResponseDTO.swift")
        #expect(dto.contains("public let isDeleted: Bool?"), "\(dto)")
    }

    static let paymentFiles: [String: String] = [
        "Domain/Sources/Domain/PaymentMethod.swift": """
        public struct PaymentMethod {
            public let id: String
            public let name: String

            public init(id: String, name: String) {
                self.id = id
                self.name = name
            }
        }

        """,
        "Data/Sources/Data/PaymentMethodDTO.swift": """
        import Domain

        public struct PaymentMethodDTO: Decodable {
            public let id: String
            public let name: String
        }

        public extension PaymentMethodDTO {
            func toDomain() -> Domain.PaymentMethod {
                return Domain.PaymentMethod(id: id, name: name)
            }

            func toEntity() -> PaymentMethodEntity {
                return PaymentMethodEntity(primaryKey: id, name: name)
            }
        }

        """,
        "Data/Sources/Data/PaymentMethodEntity.swift": """
        import Domain

        public struct PaymentMethodEntity {
            public let primaryKey: String
            public let name: String
        }

        public extension PaymentMethodEntity {
            func toDomain() -> Domain.PaymentMethod {
                return Domain.PaymentMethod(id: primaryKey, name: name)
            }
        }

        """,
        "Data/Tests/DataTests/MockPaymentMethodsLocalDataSource.swift": """
        @testable import Data

        class MockPaymentMethodsLocalDataSource {
            var paymentMethodsEntity: [PaymentMethodEntity]

            init(paymentMethods: [PaymentMethodEntity]? = nil) {
                self.paymentMethodsEntity = paymentMethods ?? [
                    .init(primaryKey: "0", name: "PaymentMethod0"),
                    .init(primaryKey: "1", name: "PaymentMethod1")
                ]
            }
        }

        """,
        "Package.swift": """
        // swift-tools-version: 5.9
        import PackageDescription

        let package = Package(
            name: "Cash",
            targets: [
                .target(name: "Domain", path: "Domain/Sources/Domain"),
                .target(name: "Data", dependencies: ["Domain"], path: "Data/Sources/Data"),
                .testTarget(name: "DataTests", dependencies: ["Data"], path: "Data/Tests/DataTests"),
            ]
        )

        """,
    ]

    @Test("a DTO building the stored entity passes its own field, not the --fill value")
    func constructionInsideACarrier() async throws {
        let plan = try await Self.plan(["hasInstallments:Bool"], of: "PaymentMethod", fill: "false", in: Self.paymentFiles)
        let dto = try Self.rewritten(plan, "Data/Sources/Data/PaymentMethodDTO.swift")
        #expect(dto.contains("PaymentMethodEntity(primaryKey: id, name: name, hasInstallments: hasInstallments ?? false)"), "\(dto)")
    }

    @Test("a parameter of the enclosing method named like the property shadows the type's own value: the --fill value is passed")
    func parameterShadowsTheCarriedValue() async throws {
        var files = Self.paymentFiles
        files["Data/Sources/Data/PaymentMethodDTO.swift"] = """
            import Domain

            public struct PaymentMethodDTO: Decodable {
                public let id: String
                public let name: String
            }

            public extension PaymentMethodDTO {
                func toDomain() -> Domain.PaymentMethod {
                    return Domain.PaymentMethod(id: id, name: name)
                }

                func toEntity(hasInstallments: Int) -> PaymentMethodEntity {
                    let entity = PaymentMethodEntity(primaryKey: id, name: name)
                    return entity
                }
            }

            """
        let plan = try await Self.plan(["hasInstallments:Bool"], of: "PaymentMethod", fill: "false", in: files)
        let dto = try Self.rewritten(plan, "Data/Sources/Data/PaymentMethodDTO.swift")
        #expect(dto.contains("let entity = PaymentMethodEntity(primaryKey: id, name: name, hasInstallments: false)"), "\(dto)")
    }

    @Test("an inferred `.init(…)` assigned to a typed stored property (`rows ?? [.init(…)]`) is a construction of that type")
    func inferredInitInAssignment() async throws {
        let plan = try await Self.plan(["hasInstallments:Bool"], of: "PaymentMethod", fill: "false", in: Self.paymentFiles)
        let mock = try Self.rewritten(plan, "Data/Tests/DataTests/MockPaymentMethodsLocalDataSource.swift")
        #expect(mock.contains(#".init(primaryKey: "0", name: "PaymentMethod0", hasInstallments: "#), "\(mock)")
        #expect(mock.contains(#".init(primaryKey: "1", name: "PaymentMethod1", hasInstallments: "#), "\(mock)")
    }

    @Test("a DTO's `toDomain(paymentMethods: [PaymentMethod])` is its mapping: look-up lists passed in do not hide it, and a field the DTO already has is passed")
    func mapperWithLookUpParameters() async throws {
        var files = Self.paymentFiles
        files["Domain/Sources/Domain/Operation.swift"] = """
            public struct Operation {
                public let id: String
                public let title: String
                public let paymentMethod: PaymentMethod

                public init(id: String, title: String, paymentMethod: PaymentMethod) {
                    self.id = id
                    self.title = title
                    self.paymentMethod = paymentMethod
                }
            }

            """
        files["Data/Sources/Data/OperationDTO.swift"] = """
            import Domain

            public struct OperationDTO: Decodable {
                public let id: String
                public let title: String
                public let paymentMethodId: String
                public let totalInstallments: Int?
            }

            extension OperationDTO {
                func toDomain(paymentMethods: [Domain.PaymentMethod]) throws -> Domain.Operation {
                    guard let paymentMethod = paymentMethods.first(where: { $0.id == paymentMethodId }) else { throw URLError(.badURL) }
                    return Domain.Operation(id: id,
                                            title: title,
                                            paymentMethod: paymentMethod)
                }
            }

            """
        let plan = try await Self.plan(["totalInstallments:Int?"], of: "Operation", in: files)
        let dto = try Self.rewritten(plan, "Data/Sources/Data/OperationDTO.swift")
        #expect(dto.contains("paymentMethod: paymentMethod,\n                                totalInstallments: totalInstallments)"), "\(dto)")
    }

    static let runFiles: [String: String] = [
        "Runner/Domain/Model/RunResult.swift": """
        import Foundation

        class RunResult {
            private(set) var runID: String
            private(set) var distance: Double = 0

            init(runID: String) {
                self.runID = runID
            }

            init(runID: String, distance: Double) {
                self.runID = runID
                self.distance = distance
            }
        }

        """,
        "Runner/Domain/Model/RaceRunResult.swift": """
        import Foundation

        final class RaceRunResult: RunResult {
        \tprivate(set) var mateDistance: Double = 0

        \toverride init(runID: String) {
        \t\tsuper.init(runID: runID)
        \t}

        \tinit(runID: String, distance: Double, mateDistance: Double) {
        \t\tself.mateDistance = mateDistance
        \t\tsuper.init(runID: runID, distance: distance)
        \t}
        }

        """,
        "Runner/Data/RunResultDTO.swift": """
        import Foundation

        struct RunResultDTO: Codable {
            private(set) var runID: String
            private(set) var distance: Double

            init(result: RunResult) throws {
                try self.init(single: result)
            }

            init(single result: RunResult?) throws {
                guard let result else { throw URLError(.badURL) }
                self.runID = result.runID
                self.distance = result.distance
            }
        }

        """,
        "Runner/Domain/UseCase/RunUseCase.swift": """
        final class RunUseCase {
            func race(id: String) -> RaceRunResult {
                RaceRunResult(runID: id, distance: 1, mateDistance: 2)
            }
        }

        """,
    ]

    @Test("a subclass initializer calling `super.init(…)` takes the value and passes it on; its constructions get the value")
    func subclassesPassTheValueOn() async throws {
        let plan = try await Self.plan(["owner:String"], of: "RunResult", fill: #""""#, in: Self.runFiles)
        let race = try Self.rewritten(plan, "Runner/Domain/Model/RaceRunResult.swift")
        #expect(race.contains("\toverride init(runID: String, owner: String) {\n\t\tsuper.init(runID: runID, owner: owner)\n"), "\(race)")
        #expect(race.contains("\tinit(runID: String, distance: Double, mateDistance: Double, owner: String) {"), "\(race)")
        #expect(race.contains("super.init(runID: runID, distance: distance, owner: owner)"), "\(race)")
        let useCase = try Self.rewritten(plan, "Runner/Domain/UseCase/RunUseCase.swift")
        #expect(useCase.contains(#"RaceRunResult(runID: id, distance: 1, mateDistance: 2, owner: "")"#), "\(useCase)")
    }

    @Test("a mapper returning the class that builds a subclass is edited by the subclass step and not also reported as a shape Strata cannot edit")
    func mapperBuildingASubclassIsNotReported() async throws {
        var files = Self.runFiles
        files["Runner/Data/RaceRecordDTO.swift"] = """
            struct RaceRecordDTO: Codable {
                let runID: String
                let distance: Double
                let mateDistance: Double

                func toDomain() -> RunResult {
                    RaceRunResult(runID: runID, distance: distance, mateDistance: mateDistance)
                }
            }

            """
        let plan = try await Self.plan(["owner:String"], of: "RunResult", fill: #""""#, in: files)
        let dto = try Self.rewritten(plan, "Runner/Data/RaceRecordDTO.swift")
        #expect(dto.contains("RaceRunResult(runID: runID, distance: distance, mateDistance: mateDistance, owner: "), "\(dto)")
        let reported = plan.unhandled.filter { $0.location?.file == "Runner/Data/RaceRecordDTO.swift" }.map(\.message)
        #expect(!reported.contains { $0.contains("shape Strata cannot edit") }, "\(reported)")
    }

    @Test("a mapper building a subclass that no step gives the value is still reported")
    func mapperBuildingAnUneditedSubclassIsReported() async throws {
        var files = Self.runFiles
        files["Runner/Domain/Model/PlainRunResult.swift"] = """
            final class PlainRunResult: RunResult {}

            """
        files["Runner/Data/PlainRecordDTO.swift"] = """
            struct PlainRecordDTO: Codable {
                let runID: String

                func toDomain() -> RunResult {
                    PlainRunResult(runID: runID)
                }
            }

            """
        let plan = try await Self.plan(["owner:String"], of: "RunResult", fill: #""""#, in: files)
        let reported = plan.unhandled.filter { $0.location?.file == "Runner/Data/PlainRecordDTO.swift" }.map(\.message)
        #expect(reported.contains { $0.contains("shape Strata cannot edit") }, "\(reported)")
    }

    @Test("a DTO method with an option of its own (`toGame(isFavorite: Bool = false)`) is its mapping: the option is not what it maps from")
    func mapperWithADefaultedOption() async throws {
        let files: [String: String] = [
            "Domain/Game.swift": """
            public struct Game {
                public let id: Int
                public let title: String
                public let isFavorite: Bool

                public init(id: Int, title: String, isFavorite: Bool) {
                    self.id = id
                    self.title = title
                    self.isFavorite = isFavorite
                }
            }

            """,
            "Data/GameResponse.swift": """
            public struct GameResponse: Decodable {
                public let id: Int?
                public let title: String?
                public let metacritic: Int?
            }

            """,
            "Domain/GameMapper.swift": """
            extension GameResponse {
                func toGame(isFavorite: Bool = false) -> Game {
                    Game(id: id ?? 0, title: title ?? "-", isFavorite: isFavorite)
                }
            }

            """,
        ]
        let plan = try await Self.plan(["metacritic:Int?"], of: "Game", in: files)
        let mapper = try Self.rewritten(plan, "Domain/GameMapper.swift")
        #expect(mapper.contains("isFavorite: isFavorite, metacritic: metacritic)"), "\(mapper)")
    }

    @Test("a required property added to a decoded wire type warns that payloads without it no longer decode; an optional one does not")
    func requiredPropertyOnADecodedType() async throws {
        let files: [String: String] = [
            "App/Data/DTO/WeatherResponse.swift": """
            struct WeatherResponse: Codable {
                let name: String?
                let temperature: Double?
            }

            """
        ]
        let required = try await Self.plan(["feelsLike:Double"], of: "WeatherResponse", in: files)
        let warning = try #require(required.unhandled.first { $0.message.contains("no longer decodes") }, "\(required.unhandled)")
        #expect(warning.location?.file == "App/Data/DTO/WeatherResponse.swift")
        #expect(warning.hint?.contains("`feelsLike:Double?`") == true)
        let optional = try await Self.plan(["feelsLike:Double?"], of: "WeatherResponse", in: files)
        #expect(!optional.unhandled.contains { $0.message.contains("no longer decodes") })
    }

    @Test("`self.init(single:)` delegates to another initializer: it gets no argument of the new property")
    func delegationIsNotAConstruction() async throws {
        let plan = try await Self.plan(["owner:String"], of: "RunResult", fill: #""""#, in: Self.runFiles)
        let edited = plan.rewrites.first { $0.path == "Runner/Data/RunResultDTO.swift" }?.rewritten ?? ""
        #expect(!edited.contains("self.init(owner:"), "\(edited)")
        #expect(!edited.contains("self.init(single: result, owner"), "\(edited)")
    }
}
