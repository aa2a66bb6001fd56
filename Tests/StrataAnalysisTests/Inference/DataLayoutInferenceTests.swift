import StrataIndex
import StrataModel
import Testing

@testable import StrataAnalysis

@Suite("Inference: Data-layer folders")
struct DataLayoutInferenceTests {
    @Test func everyDataKindInItsFolder() throws {
        let inferred = DataCodebase.infer(.arcLabs)
        let paths = inferred.conventions.paths
        #expect(paths.dto == "{sources}/Data/DTOs/{name}.swift")
        #expect(paths.remoteDataSource == "{sources}/Data/DataSources/Remote/{name}.swift")
        #expect(paths.localDataSource == "{sources}/Data/DataSources/Local/{name}.swift")
        #expect(paths.persistence == "{sources}/Data/Persistence/{name}.swift")
        #expect(paths.repositoryImplementation == "{sources}/Data/Repositories/{name}.swift")
        #expect(paths.dataSupport == "{sources}/Data/Network/{name}.swift")
        #expect(paths.dataMock == "{tests}/Mocks/{name}.swift")
        #expect(paths.dataTest == "{tests}/Data/{name}.swift")
        #expect(try #require(inferred.finding("paths.remoteDataSource")).summary == "remote data source files live at `{sources}/Data/DataSources/Remote/{name}.swift`: 2 of 2")
        #expect(
            try #require(inferred.finding("paths.dataSupport")).summary
                == "networking support files (API client, endpoint, network error) live at `{sources}/Data/Network/{name}.swift`: 1 of 1")
        // Read after the Data layer's names, like `data:` after `paths:` in the file.
        let order = inferred.findings.map(\.field)
        #expect(try #require(order.firstIndex(of: "data.dtoName")) < #require(order.firstIndex(of: "paths.dto")))
    }

    @Test func foldersNoPresetUses() {
        let paths = DataCodebase.infer(.unusual).conventions.paths
        #expect(paths.dto == "{sources}/Networking/Responses/{name}.swift")
        #expect(paths.dtoMapper == "{sources}/Networking/Responses/{name}.swift")
        #expect(paths.remoteDataSource == "{sources}/Networking/{name}.swift")
        #expect(paths.localDataSource == "{sources}/Storage/{name}.swift")
        #expect(paths.persistence == "{sources}/Storage/Records/{name}.swift")
        #expect(paths.repositoryImplementation == "{sources}/Repositories/{name}.swift")
        #expect(paths.dataMock == "{tests}/Doubles/{name}.swift")
        #expect(paths.dataTest == "{tests}/Repositories/{name}.swift")
    }

    @Test func kindsTheCodeDoesNotShowFollowTheirCompanions() {
        // No local data source, no persistence mapper, no Data wiring: each goes beside its companion
        // where the preset keeps the two together (the mapper beside the models, the wiring beside the
        // container), and keeps the preset's folder where it does not (vitalarc's local data sources).
        let container = ("Sources/Shop/Composition/ShopDependencyContainer.swift", "final class ShopDependencyContainer {}")
        var style = DataStyle.arcLabs
        style.remoteFolder = "Data/Sources"
        let files = DataCodebase.files("Customer", style).filter { !$0.path.contains("LocalDataSource") } + [container]
        let inferred = DataCodebase.infer(files + DataCodebase.support(style))
        let paths = inferred.conventions.paths
        #expect(paths.remoteDataSource == "{sources}/Data/Sources/{name}.swift")
        #expect(paths.localDataSource == Presets.vitalArc.paths.localDataSource)
        #expect(inferred.closestPreset == "vitalarc")
        #expect(paths.persistenceMapper == paths.persistence)
        #expect(paths.dependencyContainer == "{sources}/Composition/{name}.swift")
        #expect(paths.dataWiring == "{sources}/Composition/{name}.swift")
    }

    @Test func strataNamesItsNetworkingFilesItself() {
        // `APIClient.swift` holds `URLSessionAPIClient` and `APIClientProtocol`, as Strata writes it: only the folder counts.
        let client = (
            "Sources/Shop/Data/Network/APIClient.swift",
            """
            protocol APIClientProtocol: Sendable {}
            struct URLSessionAPIClient: APIClientProtocol {}
            """
        )
        let finding = DataCodebase.infer(DataCodebase.files("Customer", .arcLabs) + [client]).finding("paths.dataSupport")
        #expect(finding?.value == "{sources}/Data/Network/{name}.swift")
        #expect(finding?.support == finding?.total)
    }

    @Test func aModuleNamedAfterAFeatureIsThatFeatures() {
        // `OrdersData` beside `Orders`: its files are spelled with the feature's module.
        let package = (
            "Package.swift",
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let package = Package(name: "Shop", targets: [
                .target(name: "Orders"),
                .target(name: "OrdersData", dependencies: ["Orders"]),
            ])
            """
        )
        let files = DataCodebase.files("Order", .arcLabs).map { file -> (path: String, text: String) in
            let path = file.path.replacingOccurrences(of: "Sources/Shop/Data/", with: "Sources/OrdersData/")
                .replacingOccurrences(of: "Sources/Shop/Domain/", with: "Sources/Orders/")
            return (path, file.text)
        }
        let paths = DataCodebase.infer(files + [package]).conventions.paths
        #expect(paths.sources == "Sources/{module}")
        #expect(paths.repositoryImplementation == "Sources/{module}Data/Repositories/{name}.swift")
    }

    // MARK: Inconsistencies

    @Test func aDTOInAnotherFolder() throws {
        var elsewhere = DataStyle.arcLabs
        elsewhere.dtoFolder = "Data/Models"
        let inferred = DataCodebase.infer(
            ["Customer", "Invoice"].flatMap { DataCodebase.files($0, .arcLabs) } + DataCodebase.files("Receipt", elsewhere)
                + DataCodebase.support(.arcLabs))
        let finding = try #require(inferred.inconsistencies.first { $0.field == "paths.dto" })
        #expect(finding.summary == "DTO files live at `{sources}/Data/DTOs/{name}.swift`: 2 of 3; 1 live at `{sources}/Data/Models/{name}.swift`")
        #expect(finding.outliers.map(\.file) == ["Sources/Shop/Data/Models/ReceiptDTO.swift"])
        #expect(finding.area == "Data layer")
    }

    @Test func theReportHasADataLayerSection() {
        let text = InferenceReport.text(DataCodebase.infer(.arcLabs), files: 20)
        let section = text.components(separatedBy: "\nData layer\n").last ?? ""
        #expect(text.contains("\nData layer\n"))
        #expect(section.contains("  DTOs end in `DTO`: 2 of 2"))
        #expect(section.contains("  DTO files live at `{sources}/Data/DTOs/{name}.swift`: 2 of 2"))
    }
}
