import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// `--struct Name=fields`: a new value type in every layer the property reaches, each file shaped
/// like the subject's counterpart, then the property mapped through it like any embedded entity.
@Suite("add-property --struct")
struct NewStructTests {
    static func request(_ property: String, _ structs: [String], enums: [String] = [], entity: String) throws -> AddPropertyRequest {
        var request = AddPropertyRequest(entities: [entity], properties: [try PropertyRequest.parse(property)])
        request.newStructs = try structs.map { try NewStructType.parse($0) }
        request.newEnums = try enums.map { try NewEnumType.parse($0) }
        return request
    }

    @Test("a mapper type's project: the domain type, its DTO and a mapper of the same shape, stored in the parent mapper")
    func mapperTypeForm() async throws {
        let request = try Self.request("warranty:Warranty?", ["Warranty=months:Int,provider:String?,kind:WarrantyKind?"], enums: ["WarrantyKind=basic,extended"], entity: "Product")
        let plan = try await RewriteFixtures.plan(request, in: RewriteFixtures.url("Embedded"))
        let files = Dictionary(uniqueKeysWithValues: plan.newFiles.map { ($0.path, $0.contents) })
        #expect(
            Set(files.keys) == [
                "Sources/Shop/Domain/WarrantyKind.swift", "Sources/Shop/Domain/Warranty.swift", "Sources/Shop/Data/WarrantyDTO.swift", "Sources/Shop/Data/WarrantyMapper.swift",
                "Tests/ShopTests/WarrantyMappingTests.swift",
            ])
        #expect(
            files["Tests/ShopTests/WarrantyMappingTests.swift"]?.contains(
                """
                        let dto = WarrantyDTO(months: 1, provider: "Test provider", kind: "basic")
                        let value = WarrantyMapper().map(dto)
                        #expect(value.months == 1)
                """) == true, "beside the product mapper's tests, in Swift Testing")
        #expect(
            files["Sources/Shop/Domain/Warranty.swift"]?.contains("struct Warranty: Equatable, Sendable {\n    let months: Int\n") == true, "no Identifiable: a value has no id")
        #expect(
            files["Sources/Shop/Data/WarrantyDTO.swift"]?.contains(
                "struct WarrantyDTO: Decodable, Equatable {\n    let months: Int?\n    let provider: String?\n    let kind: String?\n\n    enum CodingKeys") == true)
        #expect(
            files["Sources/Shop/Data/WarrantyMapper.swift"] == """
                struct WarrantyMapper {
                    func map(_ dto: WarrantyDTO) -> Warranty {
                        Warranty(months: dto.months ?? 0, provider: dto.provider, kind: dto.kind.flatMap { WarrantyKind(rawValue: $0) })
                    }
                }

                """)
        let mapper = try #require(plan.rewrites.first { $0.path.hasSuffix("ProductMapper.swift") })
        #expect(mapper.rewritten.contains("    private let priceMapper = PriceMapper()\n    private let warrantyMapper = WarrantyMapper()\n"))
        #expect(mapper.rewritten.contains("warranty: dto.warranty.map(warrantyMapper.map))"))
        let dto = try #require(plan.rewrites.first { $0.path.hasSuffix("ProductDTO.swift") })
        #expect(dto.rewritten.contains("let warranty: WarrantyDTO?"))
        #expect(plan.unhandled.isEmpty, "\(plan.unhandled)")
    }

    @Test("an initializer's project (tabs, public, a +Mock factory): the conversion is an initializer beside the parent's, the factory has non-nil defaults")
    func initializerForm() async throws {
        let request = try Self.request("dimensions:Size?", [#"Size=width:Double,height:Double,unit:String="cm""#], entity: "Product")
        let plan = try await RewriteFixtures.plan(request, in: RewriteFixtures.url("Catalog"))
        let files = Dictionary(uniqueKeysWithValues: plan.newFiles.map { ($0.path, $0.contents) })
        #expect(files["Sources/CatalogKit/Model/Size.swift"]?.contains("public struct Size: Equatable, Sendable {\n\tpublic let width: Double\n") == true)
        #expect(
            files["Sources/CatalogKit/Model/Size.swift"]?.contains(#"public init(width: Double, height: Double, unit: String = "cm")"#) == true, "public: an explicit initializer")
        #expect(
            files["Sources/CatalogKit/Remote/Size+SizePayload.swift"]?.contains(#"self.init(width: payload.width ?? 0, height: payload.height ?? 0, unit: payload.unit ?? "cm")"#)
                == true)
        #expect(
            files["Tests/CatalogKitTests/Mocks/Models/Size+Mock.swift"]?.contains(#"static func stub(width: Double = 1.5, height: Double = 1.5, unit: String = "cm") -> Size {"#)
                == true)
        let product = try #require(plan.rewrites.first { $0.path.hasSuffix("ProductPayload.swift") })
        #expect(product.rewritten.contains("self.dimensions = payload.dimensions.map { Size(payload: $0) }"))
        #expect(files["Tests/CatalogKitTests/SizeMappingTests.swift"]?.contains("\t\tlet value = Size(payload: dto)\n") == true, "the conversion's own form, tabs")
    }

    @Test("a stored model gets the value's own model and mapper beside it, shaped like its own; the parent maps through them")
    func storedModel() async throws {
        let request = try Self.request("collection:MovieCollection?", ["MovieCollection=name:String,size:Int"], entity: "Movie")
        let plan = try await RewriteFixtures.plan(request, in: RewriteFixtures.url("popcorn"))
        let files = Dictionary(uniqueKeysWithValues: plan.newFiles.map { ($0.path, $0.contents) })
        let base = "Contexts/PopcornMovies/Sources/MoviesInfrastructure/DataSources/Local/"
        let model = try #require(files[base + "Models/PopcornMoviesMovieCollectionEntity.swift"], "\(files.keys.sorted())")
        #expect(model.hasPrefix("#if canImport(SwiftData)\nimport Foundation\nimport SwiftData\n") || model.hasPrefix("import Foundation\n"), "\(model)")
        #expect(model.contains("@Model\nfinal class PopcornMoviesMovieCollectionEntity {\n    var name: String\n    var size: Int\n") && model.hasSuffix("#endif\n"))
        let mapper = try #require(files[base + "Mappers/MovieCollectionMapper.swift"], "\(files.keys.sorted())")
        #expect(mapper.contains("func map(_ entity: PopcornMoviesMovieCollectionEntity) -> MovieCollection {\n        MovieCollection(name: entity.name, size: entity.size)"))
        #expect(mapper.contains("func map(_ domain: MovieCollection) -> PopcornMoviesMovieCollectionEntity {"))
        let entity = try #require(plan.rewrites.first { $0.path.hasSuffix("PopcornMoviesMovieEntity.swift") })
        #expect(entity.rewritten.contains("@Relationship(deleteRule: .cascade) var collection: PopcornMoviesMovieCollectionEntity?"))
        let parent = try #require(plan.rewrites.first { $0.path.hasSuffix("Local/Mappers/MovieMapper.swift") })
        #expect(parent.rewritten.contains("private let movieCollectionMapper = MovieCollectionMapper()"))
        #expect(parent.rewritten.contains("collection: entity.collection.map(movieCollectionMapper.map)"))
        #expect(parent.rewritten.contains("entity.collection = domain.collection.map(movieCollectionMapper.map)"))
    }

    @Test("the value's model is registered wherever the entity's is listed")
    func registration() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("strata-struct-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let files = [
            "Sources/App/Item.swift": "struct Item: Equatable, Sendable {\n    let id: Int\n    let title: String\n}\n",
            "Sources/App/ItemModel.swift":
                "import SwiftData\n\n@Model\nfinal class ItemModel {\n    var itemID: Int\n    var title: String\n\n    init(itemID: Int, title: String) {\n        self.itemID = itemID\n        self.title = title\n    }\n}\n",
            "Sources/App/ItemModelMapper.swift":
                "struct ItemModelMapper {\n    func map(_ model: ItemModel) -> Item {\n        Item(id: model.itemID, title: model.title)\n    }\n\n    func map(_ item: Item) -> ItemModel {\n        ItemModel(itemID: item.id, title: item.title)\n    }\n}\n",
            "Sources/App/Store.swift":
                "import SwiftData\n\nenum Store {\n    static let schema = Schema([ItemModel.self])\n    static let models: [any PersistentModel.Type] = [ItemModel.self, OtherItemModel.self]\n}\n",
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        let plan = try await RewriteFixtures.plan(try Self.request("label:Label?", ["Label=text:String"], entity: "Item"), in: root)
        let store = try #require(plan.rewrites.first { $0.path.hasSuffix("Store.swift") })
        #expect(store.rewritten.contains("Schema([ItemModel.self, LabelModel.self])"))
        #expect(store.rewritten.contains("[ItemModel.self, LabelModel.self, OtherItemModel.self]"))
        #expect(plan.newFiles.map(\.path).contains("Sources/App/LabelModelMapper.swift"))
    }

    @Test("the same struct already there is no change; one with other fields is refused")
    func existingStruct() async throws {
        let same = try Self.request("listPrice:Price?", ["Price=amount:Double,currency:String"], entity: "Product")
        let plan = try await RewriteFixtures.plan(same, in: RewriteFixtures.url("Embedded"))
        #expect(plan.alreadyPresent.contains("struct `Price`") && !plan.newFiles.contains { $0.path.hasSuffix("Price.swift") })
        let other = try Self.request("listPrice:Price?", ["Price=cents:Int"], entity: "Product")
        await #expect(throws: StrataIssues.self) { try await RewriteFixtures.plan(other, in: RewriteFixtures.url("Embedded")) }
    }

    @Test("malformed --struct values are refused with a hint", arguments: ["Size", "size=width:Double", "Size=width", "Size=width:Double,width:Int", "Size=", "Size=1x:Int"])
    func malformed(_ text: String) {
        do {
            _ = try NewStructType.parse(text)
            Issue.record("`\(text)` was accepted")
        } catch {
            #expect(error.issues.first?.message.contains("--struct `\(text)`") == true)
            #expect(error.issues.first?.hint != nil)
        }
    }

    @Test("fields split at top-level commas only")
    func fieldsWithCollections() throws {
        let parsed = try NewStructType.parse("Stats=counts:[String: Int],tags:[String]?,total:Int,groups:[String: [Int]]")
        #expect(parsed.fields.map(\.name) == ["counts", "tags", "total", "groups"])
        #expect(parsed.fields[0].type == .dictionary(key: .named("String"), value: .named("Int")))
    }
}
