import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Inference: code style")
struct StyleInferenceTests {
    static func file(_ name: String, style: StyleFacts, test: Bool = false) -> FileSummary {
        Code.file(
            test ? "Tests/AppTests/\(name).swift" : "Sources/App/Domain/Entities/\(name).swift", imports: test ? ["Testing"] : ["Foundation"], style: style,
            Code.type(.struct, name, inherits: ["Identifiable"], members: [Code.property("id", "UUID")]))
    }

    @Test func indentationByFile() throws {
        let inferred = Code.infer([
            Self.file("A", style: StyleFacts(spaceIndentWidth: 2, spaceIndentedLines: 10)),
            Self.file("B", style: StyleFacts(spaceIndentWidth: 2, spaceIndentedLines: 10)),
            Self.file("C", style: StyleFacts(tabIndentedLines: 10)),
            Self.file("D", style: StyleFacts()),  // nothing indented: no vote
        ])
        #expect(!inferred.conventions.useTabs)
        #expect(inferred.conventions.indentWidth == 2)
        let tabs = try #require(inferred.finding("useTabs"))
        #expect((tabs.support, tabs.total) == (2, 3))
        #expect(tabs.outliers.map(\.file) == ["Sources/App/Domain/Entities/C.swift"])
    }

    @Test func aSharedHeaderWithFileAndModuleNames() throws {
        let header = { (name: String) in StyleFacts(spaceIndentWidth: 4, spaceIndentedLines: 3, headerComment: "//\n//  \(name).swift\n//  App\n//\n//  Copyright © Acme.") }
        let files = ["User", "Venue", "Order"].map { Self.file($0, style: header($0)) }
        let inferred = Code.infer(files, targets: [Code.target("App", "Sources/App")])
        #expect(inferred.conventions.fileHeader == "//\n//  {file}\n//  {module}\n//\n//  Copyright © Acme.")
        #expect(try #require(inferred.finding("fileHeader")).support == 3)
    }

    @Test func headersThatDifferPerFileAreNotGuessed() throws {
        let header = { (name: String, author: String) in
            StyleFacts(spaceIndentWidth: 4, spaceIndentedLines: 3, headerComment: "//  \(name).swift\n//  Created by \(author) on 1/2/24.\n//  Copyright © \(author).")
        }
        let inferred = Code.infer([
            Self.file("User", style: header("User", "Ann")), Self.file("Venue", style: header("Venue", "Bob")),
            Self.file("Order", style: header("Order", "Cy")),
        ])
        #expect(inferred.conventions.fileHeader == nil)
        let finding = try #require(inferred.finding("fileHeader"))
        #expect(finding.value == "null")
        #expect(finding.summary.contains("headers that differ from file to file"))
        #expect(finding.summary.contains("Strata cannot generate this style"))
    }

    @Test func theSharedLinesOfXcodeHeaders() throws {
        let header = { (name: String, author: String) in
            StyleFacts(spaceIndentWidth: 2, spaceIndentedLines: 3, headerComment: "//\n//  \(name).swift\n//  Shop\n//\n//  Created by \(author) on 1/2/24.\n//")
        }
        let files = [("Order", "Ann"), ("Product", "Bob"), ("Cart", "Ann")].map { Self.file($0.0, style: header($0.0, $0.1)) }
        let inferred = Code.infer(files, targets: [Code.target("Shop", "Sources/App")])
        #expect(inferred.conventions.fileHeader == "//\n//  {file}\n//  {module}\n//")
        let finding = try #require(inferred.finding("fileHeader"))
        #expect(finding.summary.contains("the lines after it differ from file to file and are left out"))
        #expect((finding.support, finding.total) == (3, 3))
    }

    @Test func markSectionsAndConformancesInExtensions() throws {
        let marked = StyleFacts(spaceIndentWidth: 4, spaceIndentedLines: 5, markComments: ["Private Properties", "- UserRepositoryProtocol"])
        let inferred = Code.infer([
            Code.file("Sources/App/Domain/Repositories/UserRepositoryProtocol.swift", Code.type(.protocol, "UserRepositoryProtocol", inherits: ["Sendable"])),
            Code.file(
                "Sources/App/Data/Repositories/UserRepositoryImpl.swift", style: marked,
                Code.type(.class, "UserRepositoryImpl", final: true),
                Code.type(.extension, "UserRepositoryImpl", inherits: ["UserRepositoryProtocol"], line: 20)),
            Code.file(
                "Sources/App/Domain/UseCases/GetUserUseCase.swift", style: marked,
                Code.type(.protocol, "GetUserUseCaseProtocol", inherits: ["Sendable"], members: [Code.method("execute", returns: "User")]),
                Code.type(.class, "GetUserUseCase", final: true, line: 9),
                Code.type(.extension, "GetUserUseCase", inherits: ["GetUserUseCaseProtocol"], members: [Code.method("execute", returns: "User")], line: 20)),
        ])
        #expect(inferred.conventions.markComments)
        #expect(try #require(inferred.finding("markComments")).support == 2)
    }
}
