import Foundation
import StrataAnalysis
import StrataIndex
import StrataModel
import Testing

@Suite("Analysis report")
struct ReportTests {
    static let index = ClassifierTests.arcStyle
    static let model = Classifier().classify(index)
    static let report = AnalysisReportBuilder.build(model, index: index)

    @Test func featuresAreGroupedByContainerFolderOrModule() {
        #expect(FeatureKey.of(path: "Features/Orders/Sources/Domain/X.swift", module: "Orders") == "Orders")
        #expect(FeatureKey.of(path: "Contexts/PopcornMovies/Sources/MoviesDomain/X.swift", module: "MoviesDomain") == "PopcornMovies")
        #expect(FeatureKey.of(path: "Sources/OrdersData/X.swift", module: "OrdersData") == "Orders")
        #expect(FeatureKey.of(path: "Domain/Entities/X.swift", module: nil) == "App")
        #expect(FeatureKey.of(path: "VitalArc/Domain/Entities/X.swift", module: nil) == "VitalArc")
        #expect(FeatureKey.of(path: "VitalArcTests/Mocks/X.swift", module: nil) == "VitalArc")
        // Xcode's module name for a target named `Weather App`: the separator goes with the suffix.
        #expect(FeatureKey.of(path: "Weather App/Domain/X.swift", module: "Weather_App") == "Weather")
    }

    @Test func inventoryCountsRoles() throws {
        let feature = try #require(Self.report.features.first)
        #expect(feature.roles["entity"] == 1)
        #expect(feature.roles["repositoryProtocol"] == 1)
        #expect(feature.roles["useCaseImplementation"] == 1)
        #expect(feature.roles["mock"] == 1)
        #expect(feature.files["domain"] == 5)
        #expect(feature.files["tests"] == 3)
    }

    @Test func layerEdgesFollowRelationsAndFlagViolations() throws {
        let dataToDomain = try #require(Self.report.layerEdges.first { $0.from == .data && $0.to == .domain })
        #expect(dataToDomain.count >= 2)
        #expect(!dataToDomain.isViolation)
        #expect(dataToDomain.examples.contains("UserRepositoryImpl → UserRepositoryProtocol"))
        #expect(AnalysisReportBuilder.isViolation(from: .domain, to: .data))
        #expect(AnalysisReportBuilder.isViolation(from: .presentation, to: .data))
        #expect(!AnalysisReportBuilder.isViolation(from: .presentation, to: .domain))
        // Unclassified code (`Common/`, a shared kernel) is not judged, as lint does not judge it.
        #expect(!AnalysisReportBuilder.isViolation(from: .domain, to: .unknown))
        #expect(AnalysisReportBuilder.isViolation(from: .domain, to: .application))
    }

    /// `ReportText` builds the Domain Design look-ups beside the report; the text must be the one
    /// `MarkdownReport` writes on its own.
    @Test func reportTextWritesTheSameMarkdownAsTheReportAlone() throws {
        let text = try ReportText.make(index: Self.index, classifier: Classifier(), settings: [], format: .markdown, cache: nil).text
        #expect(text == MarkdownReport(report: Self.report, index: Self.index).render())
        let json = try ReportText.make(index: Self.index, classifier: Classifier(), settings: [], format: .json, cache: nil).text
        #expect(json == (try ReportFormat.json.render(Self.report, index: Self.index)))
    }

    /// A feature's entries are written on all cores once there are a few hundred; they still come
    /// in the model's order (the files' order, not the names'), each under its own heading.
    @Test func aLargeFeaturesDesignDocumentKeepsTheModelsOrder() throws {
        let count = 300
        var files: [FileSummary] = []
        for position in 0..<count {
            let entity = "Item\(count - position)"  // names run against the files' order
            files.append(
                Facts.file(
                    String(format: "App/Domain/Entities/%04d.swift", position),
                    Facts.type(.struct, entity, members: [Facts.property("id", "UUID"), Facts.property("title", "String")])))
            files.append(
                Facts.file(
                    String(format: "App/Domain/Repositories/%04d.swift", position),
                    Facts.type(.protocol, entity + "Repository", members: [Facts.method("all", returns: "[\(entity)]")])))
        }
        let index = SourceIndex(root: "/project", files: files, targets: [], problems: [])
        let model = Classifier().classify(index)
        let markdown = MarkdownReport(report: AnalysisReportBuilder.build(model, index: index), index: index).render()
        for (role, section, next) in [(Role.entity, "### Entities", "### Repository"), (.repositoryProtocol, "### Repository", "### Use Cases")] {
            let expected = model.types.filter { $0.role == role }.map(\.name)
            #expect(expected.count == count)
            let start = try #require(markdown.range(of: section + "\n"))
            let end = try #require(markdown[start.upperBound...].range(of: next + "\n"))
            let headings = markdown[start.upperBound..<end.lowerBound].split(separator: "\n").filter { $0.hasPrefix("#### ") }.map { String($0.dropFirst(5)) }
            #expect(headings == expected, "\(section)")
        }
        #expect(markdown.contains("#### Item300\n**File**: `App/Domain/Entities/0000.swift`\n\nProperties:\n- `id: UUID`\n- `title: String`\n"))
    }

    @Test func markdownHasInventoryGraphAndDomainDesign() {
        let markdown = MarkdownReport(report: Self.report, index: Self.index).render()
        #expect(markdown.hasPrefix("# Architecture analysis\n"))
        #expect(markdown.contains("## Inventory"))
        #expect(markdown.contains("```mermaid\nflowchart LR\n    data -->|"))
        #expect(markdown.contains("## Domain Design: App"))  // `App/Domain/…`: the top folder is named App
        #expect(markdown.contains("#### User\n**File**: `App/Domain/Entities/User.swift`"))
        #expect(markdown.contains("- `name: String`"))
        #expect(markdown.contains("#### UserRepositoryProtocol"))
        #expect(markdown.contains("- `getUser(id:)` -> User"))
        #expect(markdown.contains("#### GetUserUseCase\n**File**: `App/Domain/UseCases/GetUserUseCase.swift`\n**Dependencies**: UserRepositoryProtocol\n**Returns**: User"))
    }

    @Test func jsonRoundTrips() throws {
        let data = try JSONEncoder().encode(Self.report)
        #expect(try JSONDecoder().decode(AnalysisReport.self, from: data) == Self.report)
    }
}
