import StrataIndex
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// Which module a new file joins, and whether the module already has a file of its name.
@Suite("New files: one name per module")
struct ModuleFileNamesTests {
    static func index(_ paths: [String], targets: [PackageTarget] = []) -> SourceIndex {
        let files = paths.map {
            FileSummary(path: $0, contentHash: "", lineCount: 1, imports: [], declarations: [], syntaxErrorCount: 0, style: StyleFacts())
        }
        return SourceIndex(root: "/project", files: files, targets: targets, problems: [])
    }

    @Test("In a package: the same name in another folder of the target clashes; in another target (tests too) it does not")
    func byTarget() {
        let names = ModuleFileNames(
            index: Self.index(
                ["Sources/App/Data/APIClient.swift", "Tests/AppTests/Session.swift"],
                targets: [
                    PackageTarget(name: "App", kind: .regular, path: "Sources/App", dependencies: [], manifest: "Package.swift"),
                    PackageTarget(name: "AppTests", kind: .test, path: "Tests/AppTests", dependencies: ["App"], manifest: "Package.swift"),
                ]))
        #expect(names.clash(forNew: "Sources/App/Domain/Entities/APIClient.swift") == "Sources/App/Data/APIClient.swift")
        #expect(names.clash(forNew: "Sources/App/Domain/apiclient.swift") == "Sources/App/Data/APIClient.swift", "case does not tell files apart on macOS")
        #expect(names.clash(forNew: "Tests/AppTests/APIClient.swift") == nil)
        #expect(names.clash(forNew: "Sources/App/Domain/Session.swift") == nil)
        #expect(names.clash(forNew: "Sources/App/Data/APIClient.swift") == nil, "the file itself is not a clash")
    }

    @Test("Without a manifest (an Xcode project) the top folder stands for the module")
    func byTopFolder() {
        let names = ModuleFileNames(index: Self.index(["MyApp/Networking/APIClient.swift", "MyAppTests/Mocks/APIClient.swift"]))
        #expect(names.clash(forNew: "MyApp/Domain/APIClient.swift") == "MyApp/Networking/APIClient.swift")
        #expect(names.clash(forNew: "Widget/APIClient.swift") == nil)
    }
}
