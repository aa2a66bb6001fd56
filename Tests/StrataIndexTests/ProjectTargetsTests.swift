import Foundation
import Testing

@testable import StrataIndex

/// Targets of Tuist and Xcode projects, which decide each file's module as `Package.swift`'s do.
@Suite("Tuist and Xcode project targets")
struct ProjectTargetsTests {
    // MARK: - Xcode

    /// A classic project (files listed one by one in groups) with an app, a framework it links, a
    /// test target and a package product; one group is placed from the source root.
    static let classicProject = """
        // !$*UTF8*$!
        {
        \tarchiveVersion = 1;
        \tobjectVersion = 56;
        \tobjects = {
        /* Begin PBXBuildFile section */
        \t\tB1 /* LedgerApp.swift in Sources */ = {isa = PBXBuildFile; fileRef = F1 /* LedgerApp.swift */; };
        \t\tB2 = {isa = PBXBuildFile; fileRef = F2; };
        \t\tB3 = {isa = PBXBuildFile; fileRef = F3; };
        \t\tB4 = {isa = PBXBuildFile; fileRef = F4; };
        \t\tB5 = {isa = PBXBuildFile; fileRef = F5; };
        \t\tB6 = {isa = PBXBuildFile; fileRef = F6; };
        /* End PBXBuildFile section */
        \t\tF1 /* LedgerApp.swift */ = {isa = PBXFileReference; lastKnownFileType = sourcecode.swift; path = LedgerApp.swift; sourceTree = "<group>"; };
        \t\tF2 = {isa = PBXFileReference; path = "Entry List View.swift"; sourceTree = "<group>"; };
        \t\tF3 = {isa = PBXFileReference; path = Entry.swift; sourceTree = "<group>"; };
        \t\tF4 = {isa = PBXFileReference; path = EntryRepository.swift; sourceTree = "<group>"; };
        \t\tF5 = {isa = PBXFileReference; path = Shared/Formatting.swift; sourceTree = SOURCE_ROOT; };
        \t\tF6 = {isa = PBXFileReference; path = EntryTests.swift; sourceTree = "<group>"; };
        \t\tF7 = {isa = PBXFileReference; path = Info.plist; sourceTree = "<group>"; };
        \t\tG0 = {isa = PBXGroup; children = (G1, G2, G3, F5, ); sourceTree = "<group>"; };
        \t\tG1 /* Ledger */ = {isa = PBXGroup; children = (F1, F2, F7, ); path = Ledger; sourceTree = "<group>"; };
        \t\tG2 /* LedgerKit */ = {isa = PBXGroup; children = (G4, ); path = LedgerKit; sourceTree = "<group>"; };
        \t\tG4 /* Domain, a group without a folder */ = {isa = PBXGroup; children = (F3, F4, ); name = Domain; sourceTree = "<group>"; };
        \t\tG3 = {isa = PBXGroup; children = (F6, ); path = LedgerTests; sourceTree = "<group>"; };
        \t\tP1 = {isa = PBXSourcesBuildPhase; buildActionMask = 2147483647; files = (B1, B2, B5, ); runOnlyForDeploymentPostprocessing = 0; };
        \t\tP2 = {isa = PBXSourcesBuildPhase; files = (B3, B4, ); };
        \t\tP3 = {isa = PBXSourcesBuildPhase; files = (B6, ); };
        \t\tR1 = {isa = PBXFrameworksBuildPhase; files = (); };
        \t\tT1 /* Ledger */ = {
        \t\t\tisa = PBXNativeTarget;
        \t\t\tbuildPhases = (P1, R1, );
        \t\t\tdependencies = (D1, );
        \t\t\tname = Ledger;
        \t\t\tpackageProductDependencies = (K1, );
        \t\t\tproductType = "com.apple.product-type.application";
        \t\t};
        \t\tT2 = {isa = PBXNativeTarget; buildPhases = (P2, ); name = LedgerKit; productType = "com.apple.product-type.framework"; };
        \t\tT3 = {isa = PBXNativeTarget; buildPhases = (P3, ); dependencies = (D2, ); name = LedgerTests; productType = "com.apple.product-type.bundle.unit-test"; };
        \t\tT4 = {isa = PBXAggregateTarget; name = Lint; };
        \t\tD1 = {isa = PBXTargetDependency; target = T2; };
        \t\tD2 = {isa = PBXTargetDependency; target = T1; };
        \t\tK1 = {isa = XCSwiftPackageProductDependency; productName = Charts; };
        \t\tJ1 = {isa = PBXProject; mainGroup = G0; projectDirPath = ""; targets = (T1, T2, T3, T4, ); };
        \t};
        \trootObject = J1 /* Project object */;
        }
        """

    @Test func anXcodeTargetListsItsFilesWhereverTheyAre() throws {
        let targets = try XcodeProjectReader.targets(source: Array(Self.classicProject.utf8), projectFilePath: "App/Ledger.xcodeproj/project.pbxproj")
        #expect(targets.map(\.name) == ["Ledger", "LedgerKit", "LedgerTests"])
        #expect(targets.map(\.kind) == [.executable, .regular, .test])
        #expect(targets[0].files == ["App/Ledger/Entry List View.swift", "App/Ledger/LedgerApp.swift", "App/Shared/Formatting.swift"])
        #expect(targets[1].files == ["App/LedgerKit/Entry.swift", "App/LedgerKit/EntryRepository.swift"])
        #expect(targets[1].path == "App/LedgerKit")
        #expect(targets[0].path == "App", "the folder holding every file of the target")
        #expect(targets[0].dependencies == ["LedgerKit", "Charts"])
        #expect(targets[2].dependencies == ["Ledger"])
        #expect(targets.allSatisfy { $0.manifest == "App/Ledger.xcodeproj/project.pbxproj" && $0.origin == .xcodeProject })
    }

    @Test func xcodeSynchronizedFoldersBelongToTheirTarget() throws {
        let project = """
            {
            objects = {
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Notes; sourceTree = "<group>"; };
            S2 = {isa = PBXFileSystemSynchronizedRootGroup; path = NotesTests; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (S1, S2); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1); name = Notes; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S2); name = NotesTests; productType = "com.apple.product-type.bundle.unit-test"; };
            J1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = J1;
            }
            """
        let targets = try XcodeProjectReader.targets(source: Array(project.utf8), projectFilePath: "Notes.xcodeproj/project.pbxproj")
        #expect(targets.map(\.path) == ["Notes", "NotesTests"])
        #expect(targets.map(\.folders) == [["Notes"], ["NotesTests"]])
        #expect(targets.map(\.files) == [[], []])
    }

    /// Code imports a target named `Weather App` as `Weather_App`: that is the module's name, in
    /// the targets and in what depends on them.
    @Test func anXcodeTargetIsKnownByItsModuleName() throws {
        let project = """
            {
            objects = {
            S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = "Weather App"; sourceTree = "<group>"; };
            G0 = {isa = PBXGroup; children = (S1); sourceTree = "<group>"; };
            T1 = {isa = PBXNativeTarget; fileSystemSynchronizedGroups = (S1); name = "Weather App"; productType = "com.apple.product-type.application"; };
            T2 = {isa = PBXNativeTarget; dependencies = (D1); name = "2048 Tests"; productType = "com.apple.product-type.bundle.unit-test"; };
            D1 = {isa = PBXTargetDependency; target = T1; };
            J1 = {isa = PBXProject; mainGroup = G0; targets = (T1, T2); };
            };
            rootObject = J1;
            }
            """
        let targets = try XcodeProjectReader.targets(source: Array(project.utf8), projectFilePath: "Weather App.xcodeproj/project.pbxproj")
        #expect(targets.map(\.name) == ["Weather_App", "_2048_Tests"])
        #expect(targets[1].dependencies == ["Weather_App"])
        #expect(targets[0].path == "Weather App", "folders keep their names")
    }

    @Test func aProjectFileThatIsNotAPropertyListSaysWhere() {
        #expect(throws: OpenStepPlist.ParseError(message: "expected `;`", line: 3)) {
            try XcodeProjectReader.targets(source: Array("{\n objects = {\n A = {isa = PBXGroup} };\n}".utf8), projectFilePath: "X.xcodeproj/project.pbxproj")
        }
    }

    @Test func deeplyNestedOrLoopingProjectFilesEnd() throws {
        let deep = String(repeating: "(", count: 10_000) + String(repeating: ")", count: 10_000)
        #expect(throws: OpenStepPlist.ParseError.self) { try OpenStepPlist.parse(Array(deep.utf8)) }
        // Groups that contain each other are walked once.
        let looping = """
            { objects = { G0 = {isa = PBXGroup; children = (G1); path = A; }; G1 = {isa = PBXGroup; children = (G0, F1); path = B; };
              F1 = {isa = PBXFileReference; path = X.swift; }; B1 = {isa = PBXBuildFile; fileRef = F1; };
              P1 = {isa = PBXSourcesBuildPhase; files = (B1); }; T1 = {isa = PBXNativeTarget; buildPhases = (P1); name = X; };
              J1 = {isa = PBXProject; mainGroup = G0; targets = (T1); }; }; rootObject = J1; }
            """
        let targets = try XcodeProjectReader.targets(source: Array(looping.utf8), projectFilePath: "X.xcodeproj/project.pbxproj")
        #expect(targets.first?.files == ["A/B/X.swift"])
    }

    // MARK: - Tuist

    private func tuist(_ manifest: String, at path: String = "Features/Episodes/Project.swift", folders: Set<String> = []) -> [PackageTarget] {
        var source = manifest
        return source.withUTF8 { TuistProjectReader.targets(source: $0, manifestPath: path, folderExists: folders.contains) }
    }

    @Test func tuistTargetsWithTheirSourcesAndDependencies() {
        let targets = tuist(
            """
            import ProjectDescription

            let featureName = "Episodes"

            let project = Project(
                name: featureName,
                targets: [
                    .target(
                        name: featureName,
                        destinations: .iOS,
                        product: .framework,
                        bundleId: "dev.example.episodes",
                        sources: ["Sources/**"],
                        dependencies: [
                            .project(target: "Networking", path: "../../Libraries/Networking"),
                            .target(name: "EpisodesDomain"),
                            .external(name: "Kingfisher"),
                            .sdk(name: "SwiftUI", type: .framework),
                        ]
                    ),
                    .target(name: "EpisodesDomain", destinations: .iOS, product: .staticFramework, bundleId: "d", sources: .paths(["Domain/**/*.swift"])),
                    .target(name: "\\(featureName)Tests", destinations: .iOS, product: .unitTests, bundleId: "t", sources: ["Tests/**"], dependencies: [.target(name: featureName)]),
                ]
            )
            """)
        #expect(targets.map(\.name) == ["Episodes", "EpisodesDomain", "EpisodesTests"])
        #expect(targets.map(\.kind) == [.regular, .regular, .test])
        #expect(targets.map(\.path) == ["Features/Episodes/Sources", "Features/Episodes/Domain", "Features/Episodes/Tests"])
        #expect(targets[0].dependencies == ["Networking", "EpisodesDomain", "Kingfisher"])
        #expect(targets[2].dependencies == ["Episodes"])
        #expect(targets.map(\.line) == [8, 21, 22])
        #expect(targets.allSatisfy { $0.origin == .tuistProject })
    }

    @Test func olderTuistTargetInitialisersAreRead() {
        let targets = tuist(
            """
            import ProjectDescription
            let project = Project(name: "Core", targets: [
                Target(name: "Core", platform: .iOS, product: .framework, bundleId: "c", sources: "Core/Sources/**", dependencies: []),
            ])
            """, at: "Project.swift")
        #expect(targets.map(\.path) == ["Core/Sources"])
    }

    @Test func aModuleBuiltByAProjectHelperIsNamedByItsNameArgument() {
        let targets = tuist(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project.makeModule(name: "SettingsDomain", dependencies: [.project(target: "Core", path: "../Core")])
            """, at: "Projects/SettingsDomain/Project.swift", folders: ["Projects/SettingsDomain/Sources", "Projects/SettingsDomain/Tests"])
        #expect(targets.map(\.name) == ["SettingsDomain", "SettingsDomainTests"])
        #expect(targets.map(\.path) == ["Projects/SettingsDomain/Sources", "Projects/SettingsDomain/Tests"])
        #expect(targets[0].dependencies == ["Core"])
    }

    /// A Tuist plugin's helper with the team's module enum for names and dependencies.
    @Test func aPluginHelperWithModuleEnumCases() {
        let targets = tuist(
            """
            import ProjectDescription
            import TeamPlugin

            let project = Project.makeFeature(name: .Trips, dependencies: [.Domain, .DesignSystem], hasTests: true)
            """, at: "Features/Trips/Project.swift", folders: ["Features/Trips/Sources", "Features/Trips/Tests"])
        #expect(targets.map(\.name) == ["Trips", "TripsTests"])
        #expect(targets.map(\.path) == ["Features/Trips/Sources", "Features/Trips/Tests"])
        #expect(targets[0].dependencies == ["Domain", "DesignSystem"])
    }

    @Test func helperTargetsInATargetsListAreModules() {
        let targets = tuist(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers
            let project = Project(name: "App", targets: [.feature(name: "Home"), .feature(name: "HomeTests")])
            """, at: "Project.swift", folders: ["Home/Sources", "Home/Tests"])
        #expect(targets.map(\.name) == ["Home", "HomeTests"])
        #expect(targets.map(\.kind) == [.regular, .test])
        #expect(targets.map(\.path) == ["Home/Sources", "Home/Tests"])
    }

    /// Names from a helper enum's raw values, sources and dependencies from helper constants and
    /// functions: what helper-heavy Tuist projects write.
    @Test func helperEnumNamesAndHelperConstantsAreReadByTheirNames() {
        let targets = tuist(
            """
            import ProjectDescription
            import ProjectDescriptionHelpers

            let project = Project(
              name: Layer.Presentation.rawValue,
              targets: [
                Target.target(name: "\\(Layer.Presentation.rawValue)Interface", product: .staticFramework, sources: .interfaces, dependencies: [.domain()]),
                Target.target(
                  name: Layer.Presentation.rawValue,
                  product: .staticFramework,
                  sources: .sources,
                  dependencies: [.target(name: "\\(Layer.Presentation.rawValue)Interface"), .shared(impl: .Analytics), .external(dependency: .Lottie), .sdk(name: "c++", type: .library)]
                ),
              ]
            )
            """, at: "Modules/Presentation/Project.swift", folders: ["Modules/Presentation/Interfaces", "Modules/Presentation/Sources"])
        #expect(targets.map(\.name) == ["PresentationInterface", "Presentation"])
        #expect(targets.map(\.path) == ["Modules/Presentation/Interfaces", "Modules/Presentation/Sources"])
        #expect(targets[0].dependencies == ["Domain"])
        #expect(targets[1].dependencies == ["PresentationInterface", "Analytics", "Lottie"])
    }

    @Test func aProjectEntityIsNotATuistManifest() {
        #expect(tuist("struct Project { let name: String }\nlet sample = Project(name: \"Launch\")", at: "Domain/Entities/Project.swift").isEmpty)
    }

    // MARK: - The index

    @Test func theIndexReadsTuistAndXcodeTargets() async throws {
        let project = try TemporaryProject([
            "Features/Episodes/Project.swift": """
            import ProjectDescription
            let project = Project(name: "Episodes", targets: [
                .target(name: "Episodes", destinations: .iOS, product: .framework, bundleId: "e", sources: ["Sources/**"]),
            ])
            """,
            "Features/Episodes/Sources/Domain/Episode.swift": "struct Episode {}",
            "App/Ledger.xcodeproj/project.pbxproj": Self.classicProject,
            "App/LedgerKit/Entry.swift": "struct Entry {}",
            "Domain/Entities/Project.swift": "struct Project {}",
        ])
        let index = try await Indexer(options: IndexOptions(cacheDirectory: nil)).index(root: project.url)
        #expect(Set(index.targets.map(\.name)) == ["Episodes", "Ledger", "LedgerKit", "LedgerTests"])
        #expect(index.problems.isEmpty)
        #expect(index.files.map(\.path).contains("Domain/Entities/Project.swift"))
    }

    @Test func aBrokenXcodeProjectIsAProblemNotAFailure() async throws {
        let project = try TemporaryProject([
            "Ledger.xcodeproj/project.pbxproj": "{ objects = { ",
            "Ledger/Entry.swift": "struct Entry {}",
        ])
        let index = try await Indexer(options: IndexOptions(cacheDirectory: nil)).index(root: project.url)
        #expect(index.files.count == 1)
        #expect(index.problems.map(\.location?.file) == ["Ledger.xcodeproj/project.pbxproj"])
        #expect(index.problems.first?.message.contains("Xcode project not read") == true)
    }
}
