import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

/// Modules from Xcode and Tuist targets, and build descriptions kept out of the layers.
@Suite("Project modules")
struct ProjectModulesTests {
    @Test func anXcodeTargetOwnsTheFilesItListsWhereverTheySit() {
        let index = Facts.index(
            Facts.file("App/Ledger/LedgerApp.swift", imports: ["SwiftUI"]),
            Facts.file("App/Shared/Formatting.swift"),
            Facts.file("App/LedgerKit/Entry.swift", Facts.type(.struct, "Entry")),
            Facts.file("App/Scratch/Unused.swift"),
            targets: [
                PackageTarget(
                    name: "Ledger", kind: .executable, path: "App", dependencies: ["LedgerKit"],
                    manifest: "App/Ledger.xcodeproj/project.pbxproj", files: ["App/Ledger/LedgerApp.swift", "App/Shared/Formatting.swift"]),
                PackageTarget(
                    name: "LedgerKit", kind: .regular, path: "App/LedgerKit", dependencies: [],
                    manifest: "App/Ledger.xcodeproj/project.pbxproj", files: ["App/LedgerKit/Entry.swift"]),
            ])
        let model = Classifier().classify(index)
        let modules = Dictionary(uniqueKeysWithValues: model.files.map { ($0.path, $0.module) })
        #expect(modules["App/Ledger/LedgerApp.swift"] == "Ledger")
        #expect(modules["App/Shared/Formatting.swift"] == "Ledger")
        #expect(modules["App/LedgerKit/Entry.swift"] == "LedgerKit")
        #expect(modules["App/Scratch/Unused.swift"] == Optional<String>.none, "in no target: a spread-out Xcode target does not claim the whole folder")
    }

    @Test func aManifestTargetWinsOverTheXcodeProjectGeneratedFromIt() {
        let map = ModuleMap(targets: [
            PackageTarget(name: "Generated", kind: .regular, path: "Features/Episodes/Sources", dependencies: [], manifest: "Episodes.xcodeproj/project.pbxproj"),
            PackageTarget(name: "Episodes", kind: .regular, path: "Features/Episodes/Sources", dependencies: [], manifest: "Features/Episodes/Project.swift"),
        ])
        #expect(map.target(for: "Features/Episodes/Sources/Domain/Episode.swift")?.name == "Episodes")
    }

    @Test func buildDescriptionsBelongToNoLayer() {
        let index = Facts.index(
            Facts.file("Domain/Package.swift", imports: ["PackageDescription"]),
            Facts.file("Features/Episodes/Domain/Project.swift", imports: ["ProjectDescription", "ProjectDescriptionHelpers"]),
            Facts.file("Tuist/ProjectDescriptionHelpers/Project+Module.swift", imports: ["ProjectDescription"]),
            Facts.file("Domain/Entities/Project.swift", Facts.type(.struct, "Project")))
        let layers = Dictionary(uniqueKeysWithValues: Classifier().classify(index).files.map { ($0.path, $0.layer) })
        #expect(layers["Domain/Package.swift"] == .unknown)
        #expect(layers["Features/Episodes/Domain/Project.swift"] == .unknown)
        #expect(layers["Tuist/ProjectDescriptionHelpers/Project+Module.swift"] == .unknown)
        #expect(layers["Domain/Entities/Project.swift"] == .domain, "an entity called Project is code")
    }
}
