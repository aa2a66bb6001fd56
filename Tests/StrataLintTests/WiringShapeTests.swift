import Foundation
import StrataLint
import Testing

/// Where a project wires its layers together (entry-point targets, assemblers, test doubles that UI
/// tests register, utility modules every layer uses), shapes met on real Xcode and Tuist apps and
/// rewritten as small projects of our own: the wiring is not a violation, a real one still is.
@Suite("Lint: wiring shapes from real projects")
struct WiringShapeTests {
    static func lines(_ files: [(path: String, text: String)], only: [String]) async throws -> [String] {
        RealWorldShapeTests.lines(try await RealWorldShapeTests.findings(files, only: only))
    }

    /// A `Package.swift` named Garden with these targets, one a line.
    static func gardenPackage(_ targets: [String]) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Garden",
            targets: [
        \(targets.map { "        \($0)," }.joined(separator: "\n"))
            ]
        )
        """
    }

    static func tuistProject(_ name: String, product: String, dependencies: [String]) -> String {
        """
        import ProjectDescription

        let project = Project(
            name: "\(name)",
            targets: [
                .target(
                    name: "\(name)",
                    destinations: .iOS,
                    product: .\(product),
                    bundleId: "com.example.\(name.lowercased())",
                    sources: ["Sources/**"],
                    dependencies: [
        \(dependencies.map { "                .project(target: \"\($0)\", path: \"../\($0)\")," }.joined(separator: "\n"))
                    ]
                ),
            ]
        )
        """
    }

    /// An app and its share extension are entry points: each wires Data. A Presentation framework
    /// that links Data is still reported.
    @Test func entryPointTargetsMayLinkEveryLayer() async throws {
        let found = try await Self.lines(
            [
                ("Projects/Domain/Project.swift", Self.tuistProject("Domain", product: "framework", dependencies: [])),
                ("Projects/Domain/Sources/Plant.swift", "public struct Plant {}\n"),
                ("Projects/Data/Project.swift", Self.tuistProject("Data", product: "framework", dependencies: ["Domain"])),
                ("Projects/Data/Sources/PlantStore.swift", "public final class PlantStore {}\n"),
                ("Projects/Presentation/Project.swift", Self.tuistProject("Presentation", product: "framework", dependencies: ["Domain", "Data"])),
                ("Projects/Presentation/Sources/PlantListView.swift", "public struct PlantListView {}\n"),
                ("Projects/GardenApp/Project.swift", Self.tuistProject("GardenApp", product: "app", dependencies: ["Presentation", "Data"])),
                ("Projects/GardenApp/Sources/GardenApp.swift", "struct GardenApp {}\n"),
                ("Projects/ShareExtension/Project.swift", Self.tuistProject("ShareExtension", product: "appExtension", dependencies: ["Domain", "Data"])),
                // Its screens make the extension's module Presentation by majority, as in a real share extension.
                ("Projects/ShareExtension/Sources/Presentation/ShareViewController.swift", "final class ShareViewController {}\n"),
                ("Projects/ShareExtension/Sources/Presentation/ShareView.swift", "struct ShareView {}\n"),
                ("Projects/ShareExtension/Sources/Data/LinkSaver.swift", "final class LinkSaver {}\n"),
            ], only: ["module-dependencies"])
        #expect(found == ["Projects/Presentation/Project.swift:6 module-dependencies"])
    }

    /// A `Shared` module holding Presentation helpers, Domain types and networking alike is of no
    /// layer: a view importing it for its helpers does not depend on Data.
    @Test func aModuleNoLayerHoldsMostOfIsAUtilityModule() async throws {
        let found = try await Self.lines(
            [
                ("Package.swift", Self.gardenPackage([".target(name: \"Shared\")", ".target(name: \"Garden\", dependencies: [\"Shared\"])"])),
                ("Sources/Shared/Presentation/LoadingView.swift", "public final class LoadingView {}\n"),
                ("Sources/Shared/Presentation/Alerting.swift", "public protocol Alerting {}\n"),
                ("Sources/Shared/Domain/Page.swift", "public struct Page {\n    public let number: Int\n}\n"),
                ("Sources/Shared/Network/HTTPClient.swift", "import Foundation\n\npublic final class HTTPClient {\n    public init() {}\n}\n"),
                ("Sources/Shared/Network/Endpoint.swift", "public struct Endpoint {\n    public let path: String\n}\n"),
                ("Sources/Shared/Network/NetworkFailure.swift", "public enum NetworkFailure: Error {\n    case offline\n}\n"),
                ("Sources/Garden/Presentation/PlantsViewController.swift", "import Shared\n\nfinal class PlantsViewController {\n    let loading = LoadingView()\n}\n"),
            ], only: ["module-dependencies"])
        #expect(found.isEmpty, "\(found)")
    }

    /// A Swinject-style `…Assembler` is the composition root: it names and imports Data to wire it.
    @Test func anAssemblerWiresDataWithoutFindings() async throws {
        let found = try await Self.lines(
            Self.layeredPackage + [
                (
                    "Sources/Presentation/Wiring/StoreAssembler.swift",
                    """
                    import Data
                    import Domain

                    final class StoreAssembler {
                        func plantSource() -> PlantSourceProtocol {
                            PlantSource()
                        }
                    }
                    """
                )
            ], only: ["module-dependencies", "dependency-rule"])
        // The manifest's `Presentation → Data` dependency is the project's own problem, reported once there.
        #expect(found == ["Package.swift:9 module-dependencies"], "\(found)")
    }

    /// The app and scene delegates are where the app starts: a delegate keeping the Core Data stack
    /// of Xcode's template, or importing Data to build the first screen, is no Presentation code.
    /// A `…DataSourceAssembler` is an assembler, not a data source.
    @Test func appDelegatesAndDataSourceAssemblersAreWiring() async throws {
        let found = try await Self.lines(
            Self.layeredPackage + [
                (
                    "Sources/Presentation/AppDelegate.swift",
                    """
                    import CoreData
                    import UIKit

                    final class AppDelegate: UIResponder, UIApplicationDelegate {
                        lazy var container = NSPersistentContainer(name: "Garden")
                    }
                    """
                ),
                (
                    "Sources/Presentation/SceneDelegate.swift",
                    """
                    import Data
                    import UIKit

                    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
                        var window: UIWindow?
                    }
                    """
                ),
                (
                    "Sources/Presentation/Wiring/DataSourceAssembler.swift",
                    """
                    import Data

                    final class DataSourceAssembler {
                        func plants() -> PlantSourceProtocol { PlantSource() }
                    }
                    """
                ),
                ("Sources/Presentation/Plants/PlantsScreen.swift", "import Data\n\nfinal class PlantsScreen {}\n"),
            ], only: ["io-ownership", "module-dependencies", "dependency-rule"])
        #expect(found == ["Package.swift:9 module-dependencies", "Sources/Presentation/Plants/PlantsScreen.swift:1 module-dependencies"], "\(found)")
    }

    /// A fake data source that UI tests register names the Data protocol it fakes and its DTOs; a view
    /// that names a Data type is still reported.
    @Test func aTestDoubleInProductionCodeNamesWhatItFakes() async throws {
        let found = try await Self.lines(
            Self.layeredPackage + [
                (
                    "Sources/Presentation/UITesting/FakePlantSource.swift",
                    """
                    import Data

                    final class FakePlantSource: PlantSourceProtocol {
                        func plants() -> [PlantDTO] { [PlantDTO(name: "Fern")] }
                    }
                    """
                ),
                (
                    "Sources/Presentation/Plants/PlantCell.swift",
                    """
                    import Data

                    final class PlantCell {
                        var plant: PlantDTO?
                    }
                    """
                ),
            ], only: ["dependency-rule", "dto-boundary"])
        #expect(found == ["Sources/Presentation/Plants/PlantCell.swift:4 dto-boundary"], "\(found)")
    }

    /// A type of static methods that each return a use case builds the graph, whatever its name
    /// (`UseCaseFacade`); a fake registered beside an assembly is wiring too. A view model that
    /// builds a Data type is still reported.
    @Test func useCaseFactoriesAndFakesBesideAssembliesAreWiring() async throws {
        let found = try await Self.lines(
            Self.layeredPackage + [
                (
                    "Sources/Domain/WaterPlants.swift",
                    """
                    public protocol PlantRepository {
                        func plants() -> [Plant]
                    }

                    public protocol WaterPlantsUseCaseProtocol {
                        func execute() -> [Plant]
                    }

                    public final class WaterPlantsUseCase: WaterPlantsUseCaseProtocol {
                        let repository: PlantRepository
                        public init(repository: PlantRepository) { self.repository = repository }
                        public func execute() -> [Plant] { repository.plants() }
                    }
                    """
                ),
                (
                    "Sources/Data/PlantRepositoryImpl.swift",
                    """
                    import Domain

                    public final class PlantRepositoryImpl: PlantRepository {
                        public init(source: PlantSourceProtocol) {}
                        public func plants() -> [Plant] { [] }
                    }
                    """
                ),
                (
                    "Sources/Presentation/Wiring/UseCaseFacade.swift",
                    """
                    import Data
                    import Domain

                    class UseCaseFacade {
                        private init() {}

                        static func waterPlantsUseCase() -> WaterPlantsUseCaseProtocol {
                            let repository = PlantRepositoryImpl(source: PlantSource())
                            return WaterPlantsUseCase(repository: repository)
                        }
                    }
                    """
                ),
                (
                    "Sources/Presentation/Wiring/UITestPlantAssembly.swift",
                    """
                    import Data

                    final class FakeGardenPlantSource: PlantSourceProtocol {
                        func plants() -> [PlantDTO] { [] }
                    }

                    final class UITestPlantAssembly {
                        func assemble() -> PlantSourceProtocol { FakeGardenPlantSource() }
                    }
                    """
                ),
                (
                    "Sources/Presentation/Plants/PlantsViewModel.swift",
                    """
                    import Data
                    import Domain

                    final class PlantsViewModel {
                        var count = 0
                        static func make() -> WaterPlantsUseCaseProtocol {
                            WaterPlantsUseCase(repository: PlantRepositoryImpl(source: PlantSource()))
                        }
                    }
                    """
                ),
            ], only: ["module-dependencies", "dependency-rule"])
        #expect(
            found == [
                "Package.swift:9 module-dependencies",
                "Sources/Presentation/Plants/PlantsViewModel.swift:1 module-dependencies",
                "Sources/Presentation/Plants/PlantsViewModel.swift:7 dependency-rule",
                "Sources/Presentation/Plants/PlantsViewModel.swift:7 dependency-rule",
            ], "\(found)")
    }

    static let layeredPackage: [(path: String, text: String)] = [
        (
            "Package.swift",
            gardenPackage([
                ".target(name: \"Domain\")", ".target(name: \"Data\", dependencies: [\"Domain\"])",
                ".target(name: \"Presentation\", dependencies: [\"Domain\", \"Data\"])",
            ])
        ),
        ("Sources/Domain/Plant.swift", "public struct Plant {\n    public let name: String\n}\n"),
        ("Sources/Data/PlantDTO.swift", "public struct PlantDTO: Codable {\n    public let name: String\n    public init(name: String) { self.name = name }\n}\n"),
        (
            "Sources/Data/PlantSource.swift",
            """
            public protocol PlantSourceProtocol {
                func plants() -> [PlantDTO]
            }

            public final class PlantSource: PlantSourceProtocol {
                public init() {}
                public func plants() -> [PlantDTO] { [] }
            }
            """
        ),
    ]
}
