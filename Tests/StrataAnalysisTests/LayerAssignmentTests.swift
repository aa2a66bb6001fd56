import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

/// The order a file's layer is chosen in (`strata explain layers`): module, whole path, what the
/// file declares, else unknown.
@Suite("Layer assignment")
struct LayerAssignmentTests {
    func layers(_ index: SourceIndex) -> [String: Layer] {
        Dictionary(uniqueKeysWithValues: Classifier().classify(index).files.map { ($0.path, $0.layer) })
    }

    @Test func aLayerNamedFolderOutranksWhatItsSubfolderHolds() {
        let found = layers(
            Facts.index(
                Facts.file("App/Data/Entities/PlantRecord.swift", Facts.type(.class, "PlantRecord")),
                Facts.file("App/Platform/CoreData/Entities/SeedRecord.swift", Facts.type(.class, "SeedRecord")),
                Facts.file("App/Domain/UseCases/WaterUseCase.swift", Facts.type(.struct, "WaterUseCase")),
                Facts.file("App/Features/Garden/Entities/Plant.swift", Facts.type(.struct, "Plant"))
            ))
        #expect(found["App/Data/Entities/PlantRecord.swift"] == .data)
        #expect(found["App/Platform/CoreData/Entities/SeedRecord.swift"] == .data)
        #expect(found["App/Domain/UseCases/WaterUseCase.swift"] == .domain)
        #expect(found["App/Features/Garden/Entities/Plant.swift"] == .domain)
    }

    @Test func whatAFileDeclaresDecidesWhereNoFolderNamesALayer() {
        let found = layers(
            Facts.index(
                Facts.file("Plant.swift", imports: ["SwiftData"], Facts.type(.class, "Plant", attributes: ["Model"])),
                Facts.file("Models/Seed.swift", imports: ["CoreData"], Facts.type(.class, "Seed", inherits: ["NSManagedObject"])),
                Facts.file("Models/PlantResponse.swift", Facts.type(.struct, "PlantResponse", inherits: ["Decodable"])),
                Facts.file("Screens/GardenScreen.swift", imports: ["SwiftUI"], Facts.type(.struct, "GardenScreen", inherits: ["View"])),
                Facts.file("Helpers/Formatting.swift", Facts.type(.struct, "Formatting")),
                Facts.file("Domain/Plant+Model.swift", imports: ["SwiftData"], Facts.type(.class, "PlantEntity", attributes: ["Model"]))
            ))
        #expect(found["Plant.swift"] == .data)
        #expect(found["Models/Seed.swift"] == .data)
        #expect(found["Models/PlantResponse.swift"] == .data)
        #expect(found["Screens/GardenScreen.swift"] == .presentation)
        #expect(found["Helpers/Formatting.swift"] == .unknown)
        // A folder named after a layer still wins: `domain-persistence-model` reports this one.
        #expect(found["Domain/Plant+Model.swift"] == .domain)
    }

    @Test func theModuleDecidesFirstAndALoneFeatureModuleDecidesNothing() {
        let layered = layers(
            Facts.index(
                Facts.file("Sources/Data/API/Domain/HostDomain.swift", Facts.type(.enum, "HostDomain")),
                Facts.file("Sources/GardenApp/Application/Links.swift", Facts.type(.struct, "Links")),
                Facts.file("Sources/Domain/Plant.swift", Facts.type(.struct, "Plant")),
                targets: [
                    PackageTarget(name: "Domain", kind: .regular, path: "Sources/Domain", dependencies: [], manifest: "Package.swift"),
                    PackageTarget(name: "Data", kind: .regular, path: "Sources/Data", dependencies: ["Domain"], manifest: "Package.swift"),
                    PackageTarget(name: "GardenApp", kind: .executable, path: "Sources/GardenApp", dependencies: ["Data"], manifest: "Package.swift"),
                ]
            ))
        #expect(layered["Sources/Data/API/Domain/HostDomain.swift"] == .data)
        #expect(layered["Sources/GardenApp/Application/Links.swift"] == .app)
        let lone = layers(
            Facts.index(
                Facts.file("Sources/GardenFeature/Model/Plant.swift", Facts.type(.struct, "Plant")),
                Facts.file("Sources/GardenFeature/Data/PlantStore.swift", Facts.type(.struct, "PlantStore")),
                targets: [PackageTarget(name: "GardenFeature", kind: .regular, path: "Sources/GardenFeature", dependencies: [], manifest: "Package.swift")]
            ))
        #expect(lone["Sources/GardenFeature/Model/Plant.swift"] == .unknown)
        #expect(lone["Sources/GardenFeature/Data/PlantStore.swift"] == .data)
    }

    @Test func manifestsAreNoLayersCode() {
        let found = layers(
            Facts.index(
                Facts.file("Projects/Domain/Project.swift", imports: ["ProjectDescription"]),
                Facts.file("Domain/Package.swift", imports: ["PackageDescription"]),
                Facts.file("Tuist/ProjectDescriptionHelpers/Domain/Module.swift", imports: ["ProjectDescription"])
            ))
        #expect(found.values.allSatisfy { $0 == .unknown }, "\(found)")
    }

    @Test func inferenceProposesTheFoldersAndModulesItRead() {
        let index = Facts.index(
            Facts.file("App/Domain/Entities/Plant.swift", Facts.type(.struct, "Plant")),
            Facts.file("App/Domain/UseCases/Water.swift", Facts.type(.struct, "Water")),
            Facts.file("App/Data/Repositories/PlantStore.swift", Facts.type(.struct, "PlantStore")),
            Facts.file("App/Presentation/Garden/GardenView.swift", Facts.type(.struct, "GardenView")),
            Facts.file("App/Helpers/Formatting.swift", Facts.type(.struct, "Formatting"))
        )
        let proposals = LayerInference.proposals(Classifier().classify(index), index: index)
        #expect(
            proposals.map { "\($0.layer.rawValue) \($0.glob) \($0.files)" } == [
                "domain App/Domain/** 2", "data App/Data/** 1", "presentation App/Presentation/** 1",
            ])
        #expect(proposals.first?.evidence == "folder `Domain`")
        let yaml = LayerInference.yaml(proposals)
        #expect(yaml.contains("layers:\n  domain:\n    - \"App/Domain/**\"  # 2 files, folder `Domain`"))
    }
}
