import StrataIndex
import Testing

@testable import StrataMock

/// Mocks planned where no test target compiles them are reported, one warning per folder.
@Suite("mocks no test target compiles")
struct UncompiledPlacementTests {
    static let domain = PackageTarget(name: "Domain", kind: .regular, path: "Sources/Domain", dependencies: [], manifest: "Package.swift")

    @Test("a SwiftPM test target's folder compiles its mocks: no warning")
    func swiftPackageTestTarget() {
        let tests = PackageTarget(name: "DomainTests", kind: .test, path: "Tests/DomainTests", dependencies: ["Domain"], manifest: "Package.swift")
        #expect(UncompiledPlacement.warnings(for: ["Tests/DomainTests/Mocks/AMock.swift"], targets: [Self.domain, tests]).isEmpty)
    }

    @Test("no test target at all (a Tuist app without one): one warning for the folder, naming how many files")
    func noTestTarget() throws {
        let domain = PackageTarget(name: "Repository", kind: .regular, path: "Projects/Domain", dependencies: [], manifest: "Projects/Domain/Project.swift")
        let warnings = UncompiledPlacement.warnings(for: ["Contexts/X/Mocks/AMock.swift", "Contexts/X/Mocks/BMock.swift"], targets: [domain])
        let warning = try #require(warnings.first)
        #expect(warnings.count == 1)
        #expect(warning.message == "no test target compiles `Contexts/X/Mocks/`: the 2 files planned there would not be built")
        #expect(warning.location?.file == "Contexts/X/Mocks/AMock.swift")
        #expect(warning.hint?.contains("--output") == true)
    }

    @Test("an Xcode test target that lists its files: a new file is not the target's until added in Xcode; a listed one is")
    func xcodeListedFiles() throws {
        let tests = PackageTarget(
            name: "AppTests", kind: .test, path: "AppTests", dependencies: ["App"], manifest: "App.xcodeproj/project.pbxproj",
            files: ["AppTests/ExistingMock.swift"])
        #expect(UncompiledPlacement.warnings(for: ["AppTests/ExistingMock.swift"], targets: [tests]).isEmpty)
        let warning = try #require(UncompiledPlacement.warnings(for: ["AppTests/NewMock.swift"], targets: [tests]).first)
        #expect(warning.hint?.hasPrefix("add it to the test target in Xcode") == true, "\(warning.hint ?? "")")
    }

    @Test("an Xcode test target kept in sync with a folder compiles what is in it")
    func xcodeSynchronizedFolder() {
        let tests = PackageTarget(
            name: "AppTests", kind: .test, path: "AppTests", dependencies: ["App"], manifest: "App.xcodeproj/project.pbxproj", folders: ["AppTests"])
        #expect(UncompiledPlacement.warnings(for: ["AppTests/Mocks/NewMock.swift"], targets: [tests]).isEmpty)
    }

    @Test("a project with no targets declared says nothing: nothing can be told")
    func noTargets() {
        #expect(UncompiledPlacement.warnings(for: ["Tests/AMock.swift"], targets: []).isEmpty)
    }
}
