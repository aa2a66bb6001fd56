import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Inference: layout")
struct LayoutInferenceTests {
    @Test func featureFoldersWithoutAPackageManifest() throws {
        // No Package.swift: the roots come from folder names, the module from what tests import.
        var files = Codebases.contract.files
        files.append(
            Code.file(
                "Features/Orders/Sources/Presentation/OrdersDependencyContainer.swift",
                Code.type(.class, "OrdersDependencyContainer", final: true)))
        let inferred = Code.infer(files)
        let paths = inferred.conventions.paths
        #expect(paths.sources == "Features/{feature}/Sources")
        #expect(paths.tests == "Features/{feature}/Tests")
        #expect(paths.useCase == "{sources}/Domain/UseCases/{name}.swift")
        #expect(paths.dependencyContainer == "{sources}/Presentation/{name}.swift")
        #expect(inferred.conventions.dependencyContainerName == "{feature}DependencyContainer")
        #expect(inferred.conventions.moduleName == "{app}{feature}")
        #expect(inferred.closestPreset == "contract")
    }

    static let contexts: (files: [FileSummary], targets: [PackageTarget]) = {
        var files: [FileSummary] = []
        var targets: [PackageTarget] = []
        for (context, feature, entity) in [("PopcornMovies", "Movies", "Movie"), ("PopcornPeople", "People", "Person")] {
            let domain = "Contexts/\(context)/Sources/\(feature)Domain"
            let tests = "Contexts/\(context)/Tests/\(feature)DomainTests"
            files += [
                Code.file(
                    "\(domain)/Entities/\(entity).swift",
                    Code.type(.struct, entity, access: "public", inherits: ["Identifiable", "Equatable", "Sendable"], members: [Code.property("id", "Int", access: "public")])),
                Code.file(
                    "\(domain)/Repositories/\(entity)Repository.swift",
                    Code.type(
                        .protocol, "\(entity)Repository", access: "public", inherits: ["Sendable"],
                        members: [Code.method("\(entity.lowercased())", [("withID", "Int")], returns: entity)])),
                Code.file(
                    "\(tests)/Mocks/\(entity)RepositoryMock.swift", testable: ["\(feature)Domain"],
                    Code.type(.class, "\(entity)RepositoryMock", final: true, inherits: ["\(entity)Repository"])),
                Code.file(
                    "\(tests)/Helpers/\(entity)+Mocks.swift", testable: ["\(feature)Domain"],
                    Code.type(.extension, entity, members: [Code.staticMethod("mock", returns: entity)])),
            ]
            targets += [Code.target("\(feature)Domain", domain), Code.target("\(feature)DomainTests", tests, test: true)]
        }
        return (files, targets)
    }()

    @Test func boundedContextsUseThePresetsSpelling() throws {
        let inferred = Code.infer(Self.contexts.files, targets: Self.contexts.targets)
        #expect(inferred.closestPreset == "popcorn")
        let conventions = inferred.conventions
        #expect(conventions.moduleName == "{feature}Domain")
        // `{module}` would say the same; the popcorn preset writes it with `{feature}`.
        #expect(conventions.paths.sources == "Contexts/{context}/Sources/{feature}Domain")
        #expect(conventions.paths.tests == "Contexts/{context}/Tests/{feature}DomainTests")
        #expect(conventions.paths.entity == "{sources}/Entities/{name}.swift")
        #expect(conventions.paths.repositoryMock == "{tests}/Mocks/{name}.swift")
        #expect(conventions.paths.mockFactory == "{tests}/Helpers/{name}.swift")
        #expect(conventions.accessLevel == .public)
    }

    @Test func oneModuleKeepsItsNameAndUsesModulePlaceholders() throws {
        let files = [
            Code.file(
                "Sources/Dinely/Domain/Entities/User.swift",
                Code.type(.struct, "User", inherits: ["Identifiable", "Equatable", "Sendable"], members: [Code.property("id", "UUID")])),
            Code.file(
                "Sources/Dinely/Domain/Repositories/UserRepositoryProtocol.swift",
                Code.type(.protocol, "UserRepositoryProtocol", inherits: ["Sendable"], members: [Code.method("getUser", [("by", "UUID")], returns: "User")])),
            Code.file(
                "Tests/DinelyTests/Mocks/MockUserRepository.swift", testable: ["Dinely"],
                Code.type(.class, "MockUserRepository", final: true, inherits: ["UserRepositoryProtocol"])),
        ]
        let inferred = Code.infer(files, targets: [Code.target("Dinely", "Sources/Dinely"), Code.target("DinelyTests", "Tests/DinelyTests", test: true)])
        #expect(inferred.conventions.paths.sources == "Sources/{module}")
        #expect(inferred.conventions.paths.tests == "Tests/{module}Tests")
        #expect(inferred.conventions.paths.entity == "{sources}/Domain/Entities/{name}.swift")
        #expect(inferred.conventions.paths.repositoryMock == "{tests}/Mocks/{name}.swift")
        let module = try #require(inferred.finding("moduleName"))
        #expect(module.value == "Dinely")
        #expect(inferred.closestPreset == "arclabs")

        // Without a preset spelling `{module}`, the module's own name is written; a module named after
        // a layer (`Domain`) always is.
        let domain = Code.infer(
            files.map { file in
                var file = file
                file.path = file.path.replacingOccurrences(of: "Dinely", with: "Domain")
                return file
            }, targets: [Code.target("Domain", "Sources/Domain"), Code.target("DomainTests", "Tests/DomainTests", test: true)])
        #expect(domain.conventions.paths.sources == "Sources/Domain")
        #expect(domain.conventions.paths.tests == "Tests/DomainTests")
        #expect(domain.conventions.moduleName == "Domain")
    }

    @Test func gatewaysOutsideADomainFolderAndTheirCompanions() throws {
        // `Core` is no layer name: entities are found through what the gateways return.
        let files = [
            Code.file(
                "Shop/Core/Models/OrderModel.swift",
                Code.type(.struct, "OrderModel", inherits: ["Equatable", "Identifiable"], members: [Code.property("id", "String")])),
            Code.file("Shop/Core/Models/OrderStatus.swift", Code.type(.enum, "OrderStatus", inherits: ["String", "Equatable"])),
            Code.file(
                "Shop/Core/Gateways/OrdersGateway.swift",
                Code.type(.protocol, "OrdersGateway", members: [Code.method("fetchOrder", [("id", "String")], returns: "OrderModel")])),
            Code.file(
                "ShopTests/Fakes/FakeOrdersGateway.swift", imports: ["XCTest"], testable: ["Shop"],
                Code.type(.class, "FakeOrdersGateway", final: true, inherits: ["OrdersGateway"])),
            Code.file(
                "ShopTests/Fakes/OrderModel+Fake.swift", testable: ["Shop"],
                Code.type(.extension, "OrderModel", members: [Code.staticMethod("fake", returns: "OrderModel")])),
        ]
        let inferred = Code.infer(files, targets: [Code.target("Shop", "Shop"), Code.target("ShopTests", "ShopTests", test: true)])
        let conventions = inferred.conventions
        #expect(conventions.entityConformances == ["Equatable", "Identifiable"])
        #expect(conventions.defaultIDType == .string)
        #expect(conventions.repositoryMethods.fetchByID == "fetch{name}(id:)")
        #expect(conventions.paths.sources == "Shop")
        #expect(conventions.paths.entity == "{sources}/Core/Models/{name}.swift")
        #expect(conventions.paths.repository == "{sources}/Core/Gateways/{name}.swift")
        #expect(conventions.mockFactoryFileName == "{name}+Fake")
        #expect(conventions.paths.mockFactory == "{tests}/Fakes/{name}.swift")
        // No evidence of their own: they follow the files the presets keep them with.
        #expect(inferred.finding("paths.cachePolicy") == nil)
        #expect(conventions.paths.cachePolicy == "{sources}/Core/Gateways/{name}.swift")
        #expect(conventions.paths.useCaseMock == "{tests}/Fakes/{name}.swift")
        // `OrdersGateway` for `OrderModel`: named after the plural, which repository names cannot say.
        let name = try #require(inferred.finding("repositoryProtocolName"))
        #expect(name.summary.contains("named after the entity's plural"))
        #expect(name.value == Presets.named(inferred.closestPreset)?.repositoryProtocolName)
    }

    @Test func aModuleBesideItsLayersIsTheFeature() {
        let files = [
            Code.file(
                "Sources/Orders/Order.swift",
                Code.type(.struct, "Order", access: "public", inherits: ["Identifiable"], members: [Code.property("id", "UUID")])),
            Code.file("Sources/Orders/OrdersError.swift", Code.type(.enum, "OrdersError", access: "public", inherits: ["Error"])),
            Code.file("Sources/OrdersData/LiveOrderRepository.swift", Code.type(.struct, "OrderPayload", inherits: ["Decodable"])),
        ]
        let targets = [Code.target("Orders", "Sources/Orders"), Code.target("OrdersData", "Sources/OrdersData")]
        let inferred = Code.infer(files, targets: targets)
        #expect(inferred.conventions.moduleName == "{feature}")
        #expect(inferred.conventions.errorTypeName == "{feature}Error")
        #expect(inferred.conventions.paths.entity == "{sources}/{name}.swift")
    }

    @Test func filesNamedOtherwiseAndFoldersPerTypeCannotBeWritten() throws {
        let files = [
            Code.file(
                "Sources/App/Domain/Entities/Models.swift",
                Code.type(.struct, "User", inherits: ["Identifiable"], members: [Code.property("id", "UUID")])),
            Code.file(
                "Sources/App/Application/UseCases/FetchUser/DefaultFetchUserUseCase.swift",
                Code.type(.class, "DefaultFetchUserUseCase", final: true, members: [Code.method("execute", returns: "User")])),
        ]
        let inferred = Code.infer(files, targets: [Code.target("App", "Sources/App")])
        let entity = try #require(inferred.finding("paths.entity"))
        #expect(entity.summary.contains("named differently from their type (e.g. `Models.swift` holds `User`)"))
        let useCase = try #require(inferred.finding("paths.useCase"))
        #expect(useCase.summary.contains("sit in a folder of their own (e.g. `FetchUser/DefaultFetchUserUseCase.swift`)"))
        #expect(inferred.conventions.paths.useCase == Presets.named(inferred.closestPreset)?.paths.useCase)
    }
}
