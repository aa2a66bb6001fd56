import Foundation
import StrataLint
import Testing

/// Shapes met on real open-source apps (labeled in `Scripts/realworld/lint-labels/`), rewritten as
/// small projects of our own: each false positive must stay silent, each hidden violation reported.
@Suite("Lint: shapes from real projects")
struct RealWorldShapeTests {
    static func findings(_ files: [(path: String, text: String)], only: [String]? = nil) async throws -> [Finding] {
        let project = try ExampleProject(files: files)
        defer { project.remove() }
        return try await project.lint(only: only).report.findings
    }

    static func lines(_ findings: [Finding]) -> [String] {
        findings.map { "\($0.location.file):\($0.location.line) \($0.ruleID)" }.sorted()
    }

    static let featureOnlyManifest = """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "Garden",
            targets: [
                .target(name: "Toolbox"),
                .target(name: "GardenFeature", dependencies: ["Toolbox"]),
            ]
        )
        """

    /// A lone `…Feature` module is the whole app: its `Model/` types are no layer's, and its own
    /// utility module is not a forbidden dependency.
    @Test func aLoneFeatureModuleDoesNotMakeTheWholeAppPresentation() async throws {
        let found = try await Self.findings(
            [
                ("Package.swift", Self.featureOnlyManifest),
                ("Sources/Toolbox/Clock.swift", "public struct Clock {}\n"),
                ("Sources/GardenFeature/Model/Plant.swift", "struct Plant: Identifiable, Hashable {\n    let id: UUID\n    var name: String\n}\n"),
                (
                    "Sources/GardenFeature/Data/Repository/PlantsRepositoryImpl.swift",
                    """
                    import Toolbox

                    struct PlantsRepositoryImpl {
                        func all() -> [Plant] { [] }
                    }
                    """
                ),
                ("Sources/GardenFeature/UI/PlantList.swift", "import SwiftUI\nimport Toolbox\n\nstruct PlantList: View {\n    var body: some View { Text(\"\") }\n}\n"),
            ], only: ["dependency-rule", "module-dependencies"])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A SwiftUI preview wires the screen with concrete Data types to show it, as a container does:
    /// `#Preview` blocks and `PreviewProvider`s are not reported; the same name in the view is.
    @Test func previewsMayNameDataTypes() async throws {
        let files: [(path: String, text: String)] = [
            ("App/Domain/PackRepository.swift", "protocol PackRepository {\n    func packs() async -> [String]\n}\n"),
            ("App/Data/PackRepositoryImpl.swift", "final class PackRepositoryImpl: PackRepository {\n    func packs() async -> [String] { [] }\n}\n"),
            (
                "App/Presentation/PackListView.swift",
                """
                import SwiftUI

                struct PackListView: View {
                    let repository: PackRepository
                    var body: some View { Text("packs") }
                }

                #Preview {
                    let repository = PackRepositoryImpl()
                    return PackListView(repository: repository)
                }

                struct PackListView_Previews: PreviewProvider {
                    static var previews: some View {
                        PackListView(repository: PackRepositoryImpl())
                    }
                }
                """
            ),
            (
                "App/Presentation/PackDetailView.swift",
                """
                import SwiftUI

                struct PackDetailView: View {
                    let repository = PackRepositoryImpl()
                    var body: some View { Text("pack") }
                }

                #Preview {
                    PackDetailView()
                }
                """
            ),
        ]
        let found = try await Self.findings(files, only: ["dependency-rule"])
        #expect(Self.lines(found) == ["App/Presentation/PackDetailView.swift:4 dependency-rule"], "\(found.map(\.message))")
    }

    /// A UIKit table data source in a screen's `datasource/` folder hands cells to the view: it is
    /// Presentation, so the screen naming it and it naming the cell are both fine.
    @Test func aTableViewDataSourceIsPresentation() async throws {
        let files: [(path: String, text: String)] = [
            ("App/UI/scene/Home/DeliveryCell.swift", "import UIKit\n\nfinal class DeliveryCell: UITableViewCell {}\n"),
            (
                "App/UI/scene/Home/datasource/DeliveryDatasource.swift",
                """
                import UIKit

                final class DeliveryDatasource: NSObject, UITableViewDelegate, UITableViewDataSource {
                    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                        DeliveryCell(style: .default, reuseIdentifier: "DeliveryCell")
                    }
                }
                """
            ),
            (
                "App/UI/scene/Home/HomeViewController.swift",
                """
                import UIKit

                final class HomeViewController: UIViewController {
                    private let source = DeliveryDatasource()
                }
                """
            ),
        ]
        let found = try await Self.findings(files)
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A shared `Core` module with a `DI/` folder beside its keychain and biometrics code is a
    /// utility module, not the composition root: Domain may use it.
    @Test func aCoreModuleWithADIFolderIsNotTheApp() async throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Clarity",
                targets: [
                    .target(name: "ClarityCore", path: "Clarity/Core"),
                    .target(name: "ClarityDomain", dependencies: ["ClarityCore"], path: "Clarity/Domain"),
                ]
            )
            """
        let found = try await Self.findings(
            [
                ("Package.swift", manifest),
                ("Clarity/Core/DI/Container.swift", "public final class Container {}\n"),
                ("Clarity/Core/Security/Keychain.swift", "public struct Keychain {}\n"),
                ("Clarity/Core/Security/Biometrics.swift", "public struct Biometrics {}\n"),
                ("Clarity/Domain/Entities/Metric.swift", "import ClarityCore\n\npublic struct Metric: Identifiable {\n    public let id: Int\n}\n"),
            ], only: ["module-dependencies"])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The `@main` file starts the program and wires the layers: its imports are not reported.
    @Test func theMainFileMayImportEveryLayer() async throws {
        let manifest = """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(
                name: "Pulse",
                targets: [
                    .target(name: "PulseData", path: "Sources/PulseData"),
                    .target(name: "PulseUI", dependencies: ["PulseData"], path: "Sources/PulseUI"),
                ]
            )
            """
        let found = try await Self.findings(
            [
                ("Package.swift", manifest),
                ("Sources/PulseData/Repositories/MetricRepositoryImpl.swift", "public final class MetricRepositoryImpl {}\n"),
                ("Sources/PulseUI/Views/MetricView.swift", "import SwiftUI\n\nstruct MetricView: View {\n    var body: some View { Text(\"\") }\n}\n"),
                (
                    "Sources/PulseUI/PulseApp.swift",
                    """
                    import SwiftUI
                    import PulseData

                    enum LaunchError: Error { case timeout }

                    @main
                    struct PulseApp: App {
                        var body: some Scene { WindowGroup { MetricView() } }
                    }
                    """
                ),
            ], only: ["module-dependencies"])
        #expect(!found.contains { $0.location.file.hasSuffix("PulseApp.swift") }, "\(found.map(\.message))")
    }

    /// Manifests are no layer's code, whatever folder holds them.
    @Test func aTuistManifestInTheDomainFolderIsNotLinted() async throws {
        let found = try await Self.findings([
            ("Projects/Domain/Project.swift", "import ProjectDescription\n\nlet project = Project(name: \"Domain\", targets: [])\n"),
            ("Projects/Domain/Sources/Garden.swift", "struct Garden {}\n"),
        ])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// `Data/…/Entities` is Data (the layer's name wins over what the folder holds), and so is a
    /// storage folder's `Entities` (`Platform/CoreData/Entities`).
    @Test func entitiesFoldersUnderDataOrStorageAreData() async throws {
        let found = try await Self.findings(
            [
                ("App/Data/Entities/PlantRecord.swift", "import CoreData\n\nfinal class PlantRecord {}\n"),
                ("App/Platform/CoreData/Entities/SeedRecord.swift", "import CoreData\n\nfinal class SeedRecord {}\n"),
                ("App/Domain/Entities/Plant.swift", "struct Plant {\n    let name: String\n}\n"),
            ], only: ["layer-imports"])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A `@Model` at the project's root is Data by what it is: a Domain repository returning it is reported.
    @Test func aRootLevelModelIsDataAndADomainProtocolReturningItIsReported() async throws {
        let found = try await Self.findings(
            [
                ("Plant.swift", "import SwiftData\n\n@Model\nfinal class Plant {\n    var name: String\n    init(name: String) { self.name = name }\n}\n"),
                ("Domain/Repositories/PlantRepository.swift", "protocol PlantRepository {\n    func all() async throws -> [Plant]\n}\n"),
            ], only: ["dependency-rule"])
        #expect(Self.lines(found) == ["Domain/Repositories/PlantRepository.swift:2 dependency-rule"], "\(found.map(\.message))")
    }

    /// A mock shipped in a production module is a test double: its nested helper types are its
    /// own, and filtering its in-memory storage is no business rule.
    @Test func aMockInAProductionModuleIsNotARepository() async throws {
        let found = try await Self.findings(
            [
                ("Domain/Repository/PlantRepositoryProtocol.swift", "protocol PlantRepositoryProtocol {\n    func plants(in bed: String) -> [String]\n}\n"),
                (
                    "Domain/Repository/MockPlantRepository.swift",
                    """
                    final class MockPlantRepository: PlantRepositoryProtocol {
                        var stored: [String] = []
                        func plants(in bed: String) -> [String] {
                            stored.filter { $0.hasPrefix(Formats.prefix) }
                        }
                        enum Formats {
                            static let prefix = "bed-"
                        }
                    }
                    """
                ),
                ("Data/Support/Formats.swift", "enum Formats {\n    static let prefix = \"\"\n}\n"),
            ], only: ["dependency-rule", "repository-business-logic"])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A name the file declares is its own type: a same-name class of another app target (a share
    /// extension's `Data/UseCase`) is not what the Domain implementation names.
    @Test func aNameTheFileDeclaresIsItsOwnType() async throws {
        let found = try await Self.findings(
            [
                (
                    "Projects/Domain/Sources/Watering/WaterPlantUseCase.swift",
                    """
                    public protocol WaterPlantUseCase {
                        func execute(plant: String)
                    }

                    public final class WaterPlantUseCaseImpl: WaterPlantUseCase {
                        public func execute(plant: String) {}
                    }
                    """
                ),
                ("Projects/Widget/Sources/Data/UseCase/WaterPlantUseCase.swift", "final class WaterPlantUseCase {\n    func execute(plant: String) {}\n}\n"),
            ], only: ["dependency-rule"])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// A schema, a container and a version list hold no `@Model` instance.
    @Test func schemasAndContainersAreNotSharedModelInstances() async throws {
        let found = try await Self.findings(
            [
                ("Data/Local/PlantModel.swift", "import SwiftData\n\n@Model\nfinal class PlantModel {\n    var name = \"\"\n    init() {}\n}\n"),
                (
                    "Data/Local/GardenSchema.swift",
                    """
                    import SwiftData

                    enum GardenSchema {
                        static let current = Schema([
                            PlantModel.self
                        ])
                        static let container: ModelContainer = try! ModelContainer(for: PlantModel.self)
                    }
                    """
                ),
                ("Data/Local/Samples.swift", "enum Samples {\n    static let rose = PlantModel()\n}\n"),
            ], only: ["model-static-let"])
        #expect(Self.lines(found) == ["Data/Local/Samples.swift:2 model-static-let"], "\(found.map(\.message))")
        #expect(found.first?.message.contains("static func makeRose() -> PlantModel") == true)
    }

    /// The standard library's own modules and injection-point libraries tie Domain to nothing.
    @Test func standardLibraryAndInjectionImportsAreFineInDomain() async throws {
        let found = try await Self.findings(
            [
                (
                    "App/Domain/UseCases/ParseTagUseCase.swift",
                    """
                    import Foundation
                    import RegexBuilder
                    import Dependencies

                    struct ParseTagUseCase {
                        func execute(_ text: String) -> String { text }
                    }
                    """
                )
            ], only: ["layer-imports"])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }

    /// The app target of a project split into layer modules is App, even in an `Application` folder.
    @Test func theAppTargetOfALayeredProjectIsApp() async throws {
        let found = try await Self.findings(
            [
                (
                    "Package.swift",
                    WiringShapeTests.gardenPackage([
                        ".target(name: \"Domain\")", ".target(name: \"Data\", dependencies: [\"Domain\"])",
                        ".executableTarget(name: \"GardenApp\", dependencies: [\"Data\"])",
                    ])
                ),
                ("Sources/Domain/Plant.swift", "public struct Plant {}\n"),
                ("Sources/Data/TokenStore.swift", "public actor TokenStore {}\n"),
                ("Sources/GardenApp/Application/GardenApp+Links.swift", "import Data\n\nstruct LinkHandler {\n    let store: TokenStore\n}\n"),
            ], only: ["dependency-rule"])
        #expect(found.isEmpty, "\(found.map(\.message))")
    }
}
