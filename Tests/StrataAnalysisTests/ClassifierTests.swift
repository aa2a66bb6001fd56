import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Classifier")
struct ClassifierTests {
    /// A small ARC-style feature: protocol in Domain, implementation in Data with the conformance in
    /// an extension, a use case contract and implementation, a DTO, a SwiftData model, a mock.
    static let arcStyle = Facts.index(
        Facts.file(
            "App/Domain/Entities/User.swift",
            Facts.type(.struct, "User", inherits: ["Identifiable", "Equatable", "Sendable"], members: [Facts.property("id", "UUID"), Facts.property("name", "String")])),
        Facts.file("App/Domain/Entities/Role.swift", Facts.type(.enum, "Role", inherits: ["String", "Sendable"])),
        Facts.file(
            "App/Domain/Repositories/UserRepositoryProtocol.swift",
            Facts.type(.protocol, "UserRepositoryProtocol", inherits: ["Sendable"], members: [Facts.method("getUser", [("id", "UUID")], returns: "User")])),
        Facts.file(
            "App/Domain/UseCases/GetUserUseCase.swift",
            Facts.type(.protocol, "GetUserUseCaseProtocol", inherits: ["Sendable"], members: [Facts.method("execute", [("id", "UUID")], returns: "User")]),
            Facts.type(
                .class, "GetUserUseCase", members: [Facts.property("repository", "UserRepositoryProtocol"), Facts.initializer([("repository", "any UserRepositoryProtocol")])]),
            Facts.type(.extension, "GetUserUseCase", inherits: ["GetUserUseCaseProtocol"], members: [Facts.method("execute", [("id", "UUID")], returns: "User")])),
        Facts.file("App/Domain/Errors/UserError.swift", Facts.type(.enum, "UserError", inherits: ["Error"])),
        Facts.file(
            "App/Data/Repositories/UserRepositoryImpl.swift",
            Facts.type(.class, "UserRepositoryImpl", members: [Facts.property("remote", "UserRemoteDataSourceProtocol")]),
            Facts.type(.extension, "UserRepositoryImpl", inherits: ["UserRepositoryProtocol"])),
        Facts.file(
            "App/Data/DataSources/UserRemoteDataSource.swift",
            Facts.type(.protocol, "UserRemoteDataSourceProtocol", inherits: ["Sendable"]),
            Facts.type(.class, "UserRemoteDataSource", inherits: ["UserRemoteDataSourceProtocol"])),
        Facts.file(
            "App/Data/Models/UserDTO.swift",
            Facts.type(.struct, "UserDTO", inherits: ["Codable"]),
            Facts.type(.extension, "UserDTO", members: [Facts.method("toDomain", returns: "User")])),
        Facts.file("App/Data/Persistence/UserModel.swift", imports: ["SwiftData"], Facts.type(.class, "UserModel", attributes: ["Model"])),
        Facts.file("App/Data/Mappers/UserMapper.swift", Facts.type(.struct, "UserMapper", members: [Facts.method("map", [("_", "UserModel")], returns: "User")])),
        Facts.file("App/App/DependencyContainer.swift", Facts.type(.class, "DependencyContainer")),
        Facts.file(
            "Tests/AppTests/Mocks/MockUserRepository.swift", imports: ["Foundation", "App"], Facts.type(.class, "MockUserRepository", inherits: ["UserRepositoryProtocol"])),
        Facts.file("Tests/AppTests/Helpers/User+Mocks.swift", Facts.type(.extension, "User", members: [Facts.method("mock", returns: "User", isStatic: true)])),
        Facts.file("Tests/AppTests/GetUserUseCaseTests.swift", imports: ["Testing"], Facts.type(.struct, "GetUserUseCaseTests", attributes: ["Suite"]))
    )

    func role(_ model: CodebaseModel, _ name: String, kind: Declaration.Kind? = nil) -> Role? {
        model.types.first { $0.name == name && (kind == nil || $0.kind == kind) }?.role
    }

    @Test func rolesComeFromWhatTypesDo() {
        let model = Classifier().classify(Self.arcStyle)
        #expect(role(model, "User") == .entity)
        #expect(role(model, "Role") == .valueEnum)
        #expect(role(model, "UserError") == .errorType)
        #expect(role(model, "UserRepositoryProtocol") == .repositoryProtocol)
        #expect(role(model, "UserRepositoryImpl") == .repositoryImplementation)
        #expect(role(model, "GetUserUseCaseProtocol") == .useCaseContract)
        #expect(role(model, "GetUserUseCase") == .useCaseImplementation)
        #expect(role(model, "UserRemoteDataSourceProtocol") == .dataSourceProtocol)
        #expect(role(model, "UserRemoteDataSource") == .dataSource)
        #expect(role(model, "UserDTO") == .dto)
        #expect(role(model, "UserModel") == .persistenceModel)
        #expect(role(model, "UserMapper") == .mapper)
        #expect(role(model, "DependencyContainer") == .dependencyContainer)
        #expect(role(model, "MockUserRepository") == .mock)
        #expect(role(model, "User", kind: .extension) == .mockFactory)
        #expect(role(model, "GetUserUseCaseTests") == .testSuite)
    }

    @Test func conformancesInExtensionsCount() throws {
        let model = Classifier().classify(Self.arcStyle)
        let impl = try #require(model.types.first { $0.name == "UserRepositoryImpl" })
        #expect(impl.conformances == ["UserRepositoryProtocol"])
        #expect(impl.evidence == "conforms to repository protocol `UserRepositoryProtocol`")
    }

    @Test func relations() {
        let model = Classifier().classify(Self.arcStyle)
        #expect(model.relations.contains(Relation(.implements, from: "UserRepositoryImpl", to: "UserRepositoryProtocol")))
        #expect(model.relations.contains(Relation(.mocks, from: "MockUserRepository", to: "UserRepositoryProtocol")))
        #expect(model.relations.contains(Relation(.dependsOn, from: "GetUserUseCase", to: "UserRepositoryProtocol")))
        #expect(model.relations.contains(Relation(.dependsOn, from: "UserRepositoryImpl", to: "UserRemoteDataSourceProtocol")))
        #expect(model.relations.contains(Relation(.maps, from: "UserDTO", to: "User", other: "UserDTO")))
        #expect(model.relations.contains(Relation(.maps, from: "UserMapper", to: "User", other: "UserModel")))
        #expect(model.relations.contains(Relation(.tests, from: "GetUserUseCaseTests", to: "GetUserUseCase")))
    }

    @Test func layersComeFromTheNearestFolder() {
        let model = Classifier().classify(Self.arcStyle)
        let layers = Dictionary(uniqueKeysWithValues: model.files.map { ($0.path, $0.layer) })
        #expect(layers["App/Domain/Entities/User.swift"] == .domain)
        #expect(layers["App/Data/Models/UserDTO.swift"] == .data)
        #expect(layers["App/App/DependencyContainer.swift"] == .app)
        #expect(layers["Tests/AppTests/Mocks/MockUserRepository.swift"] == .tests)
    }

    @Test func namingVariantsAreRecognised() {
        let index = Facts.index(
            Facts.file("Sources/Shop/Domain/OrdersGateway.swift", Facts.type(.protocol, "OrdersGateway", members: [Facts.method("orders", returns: "[Order]")])),
            Facts.file(
                "Sources/Shop/Domain/LoadOrders.swift",
                Facts.type(.protocol, "LoadOrdersInteractorProtocol", members: [Facts.method("callAsFunction", returns: "[Order]")]),
                Facts.type(.class, "LoadOrdersInteractor", inherits: ["LoadOrdersInteractorProtocol"])),
            Facts.file("Sources/Shop/Data/NetworkOrdersGateway.swift", Facts.type(.class, "NetworkOrdersGateway", inherits: ["OrdersGateway"])),
            Facts.file("Tests/ShopTests/Doubles/OrdersGatewaySpy.swift", Facts.type(.class, "OrdersGatewaySpy", inherits: ["OrdersGateway"]))
        )
        let model = Classifier().classify(index)
        #expect(role(model, "OrdersGateway") == .repositoryProtocol)
        #expect(role(model, "NetworkOrdersGateway") == .repositoryImplementation)
        #expect(role(model, "LoadOrdersInteractorProtocol") == .useCaseContract)
        #expect(role(model, "LoadOrdersInteractor") == .useCaseImplementation)
        #expect(role(model, "OrdersGatewaySpy") == .mock)
    }

    /// In test code, a name that starts with a test-double word is a double only when the word is
    /// whole: `StubbornInputTests` helpers and a `SpyglassFormatter` are not mocks.
    @Test func testDoubleWordsArePrefixesOnlyAsWholeWords() {
        let index = Facts.index(
            Facts.file("Tests/ShopTests/Support/SpyglassFormatter.swift", Facts.type(.struct, "SpyglassFormatter")),
            Facts.file("Tests/ShopTests/Support/StubClock.swift", Facts.type(.struct, "StubClock")),
            Facts.file("Tests/ShopTests/Support/Mocking.swift", Facts.type(.enum, "Mocking"))
        )
        let model = Classifier().classify(index)
        #expect(role(model, "SpyglassFormatter") != .mock)
        #expect(role(model, "Mocking") != .mock)
        #expect(role(model, "StubClock") == .mock)
    }

    /// Screens' models met on real apps: a view model protocol's `…Impl` in a `ViewModel/` folder, and
    /// SwiftUI's `@Observable` (or `ObservableObject`) `…Store`.
    @Test func viewModelImplementationsAndObservableStoresAreViewModels() {
        let index = Facts.index(
            Facts.file(
                "App/Games/ViewModel/GamesViewModel.swift",
                Facts.type(.protocol, "GamesViewModel"),
                Facts.type(.class, "GamesViewModelImpl", inherits: ["GamesViewModel"])),
            Facts.file("App/Features/Quiz/QuizStore.swift", imports: ["Observation"], Facts.type(.class, "QuizStore", attributes: ["Observable"])),
            Facts.file("App/Features/Quiz/SettingsStore.swift", imports: ["Combine"], Facts.type(.class, "SettingsStore", inherits: ["ObservableObject"])),
            Facts.file("App/Data/TokenStore.swift", Facts.type(.class, "TokenStore"))
        )
        let model = Classifier().classify(index)
        #expect(role(model, "GamesViewModelImpl") == .viewModel)
        #expect(model.files.first { $0.path.hasSuffix("GamesViewModel.swift") }?.layer == .presentation)
        #expect(role(model, "QuizStore") == .viewModel)
        #expect(role(model, "SettingsStore") == .viewModel)
        #expect(role(model, "TokenStore") != .viewModel, "a plain store is storage")
    }

    @Test func flatModulesBesideLayeredSiblingsAreDomain() {
        let index = Facts.index(
            Facts.file("Sources/Orders/Order.swift", Facts.type(.struct, "Order", inherits: ["Identifiable"])),
            Facts.file("Sources/OrdersData/RemoteOrders.swift", Facts.type(.struct, "OrderResponse", inherits: ["Decodable"])),
            Facts.file("Sources/OrdersUI/OrderList.swift", Facts.type(.struct, "OrderListViewModel")),
            targets: [
                PackageTarget(name: "Orders", kind: .regular, path: "Sources/Orders", dependencies: [], manifest: "Package.swift"),
                PackageTarget(name: "OrdersData", kind: .regular, path: "Sources/OrdersData", dependencies: ["Orders"], manifest: "Package.swift"),
                PackageTarget(name: "OrdersUI", kind: .regular, path: "Sources/OrdersUI", dependencies: ["Orders"], manifest: "Package.swift"),
            ]
        )
        let model = Classifier().classify(index)
        #expect(model.files.map(\.layer) == [.domain, .data, .presentation])
        #expect(model.files.map(\.module) == ["Orders", "OrdersData", "OrdersUI"])
        #expect(role(model, "Order") == .entity)
        #expect(role(model, "OrderResponse") == .dto)
        #expect(role(model, "OrderListViewModel") == .viewModel)
    }

    @Test func configuredGlobsWinOverFolderNames() {
        let rules = LayerRules(globs: [(.presentation, "App/Domain/Entities/**")])
        let model = Classifier(layers: rules).classify(Self.arcStyle)
        #expect(model.files.first { $0.path == "App/Domain/Entities/User.swift" }?.layer == .presentation)
    }

    @Test("An `Application` folder is App code where its files import a UI framework; `DIContainer` is App")
    func applicationFolderBootstrap() {
        let model = Classifier().classify(
            Facts.index(
                Facts.file("Cinema/Application/AppDelegate.swift", imports: ["UIKit"], Facts.type(.class, "AppDelegate")),
                Facts.file("Cinema/Application/AppFlowCoordinator.swift", imports: ["SwiftUI"], Facts.type(.class, "AppFlowCoordinator")),
                Facts.file("Cinema/Application/Checkout.swift", Facts.type(.struct, "Checkout")),
                Facts.file("Cinema/Application/DIContainer/AppDIContainer.swift", Facts.type(.class, "AppDIContainer")),
                Facts.file("Sources/MoviesApplication/Screens.swift", imports: ["UIKit"], Facts.type(.struct, "Screens"))
            ))
        let layers = Dictionary(uniqueKeysWithValues: model.files.map { ($0.path, $0.layer) })
        #expect(layers["Cinema/Application/AppDelegate.swift"] == .app)
        #expect(layers["Cinema/Application/AppFlowCoordinator.swift"] == .app)
        #expect(layers["Cinema/Application/Checkout.swift"] == .application)
        #expect(layers["Cinema/Application/DIContainer/AppDIContainer.swift"] == .app)
        // A module named `…Application` is the application layer, UI import or not (lint reports the import).
        #expect(layers["Sources/MoviesApplication/Screens.swift"] == .application)
    }

    @Test("Test doubles nested in a test case are mocks; other nested types have no role")
    func nestedTestDoubles() {
        let model = Classifier().classify(
            Facts.index(
                Facts.file("App/Domain/ShowsRepository.swift", Facts.type(.protocol, "ShowsRepository", members: [Facts.method("fetch")])),
                Facts.file(
                    "AppTests/SearchTests.swift", imports: ["XCTest"],
                    Facts.type(.class, "SearchTests", inherits: ["XCTestCase"]),
                    Facts.type(.class, "SearchTests.ShowsRepositoryMock", inherits: ["ShowsRepository"]),
                    Facts.type(.class, "SearchTests.Recorder", inherits: ["ShowsRepository"]),
                    Facts.type(.struct, "SearchTests.Fixture"),
                    Facts.type(.enum, "SearchTests.StubError", inherits: ["Error"])),
                Facts.file("App/Domain/Show.swift", Facts.type(.struct, "Show"), Facts.type(.struct, "Show.MockData"))
            ))
        #expect(role(model, "SearchTests.ShowsRepositoryMock") == .mock)
        #expect(role(model, "SearchTests.Recorder") == .mock, "conforms to a repository protocol")
        #expect(role(model, "SearchTests.Fixture") == .other)
        #expect(role(model, "SearchTests.StubError") == .other)
        #expect(role(model, "Show.MockData") == .other, "not in a test")
    }

    @Test("A use case's bundled arguments are not entities; a value that merely ends alike is")
    func useCaseInputsAreNotEntities() {
        let model = Classifier().classify(
            Facts.index(
                Facts.file(
                    "App/Domain/UseCases/SearchMoviesUseCase.swift",
                    Facts.type(.protocol, "SearchMoviesUseCase", members: [Facts.method("execute", [("requestValue", "SearchMoviesUseCaseRequestValue")])]),
                    Facts.type(.struct, "SearchMoviesUseCaseRequestValue", members: [Facts.property("query", "String")])),
                Facts.file("App/Domain/UseCases/GetUser.swift", Facts.type(.struct, "GetUserUseCase", members: [Facts.method("execute")])),
                Facts.file("App/Domain/UseCases/GetUserParams.swift", Facts.type(.struct, "GetUserParams", members: [Facts.property("id", "UUID")])),
                Facts.file("App/Domain/Entities/SensorInput.swift", Facts.type(.struct, "SensorInput", members: [Facts.property("value", "Double")]))
            ))
        #expect(role(model, "SearchMoviesUseCaseRequestValue") == .other)
        #expect(role(model, "GetUserParams") == .other)
        #expect(role(model, "SensorInput") == .entity, "no use case `Sensor`")
    }
}
