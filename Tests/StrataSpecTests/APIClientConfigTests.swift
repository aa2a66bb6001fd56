import Foundation
import StrataModel
import Testing

@testable import StrataSpec

/// `.strata.yml`'s `conventions.data.apiClient`: the project's own client, as `init --infer` writes
/// it or a person does. Each bad value is an error at its line.
@Suite("conventions.data.apiClient")
struct APIClientConfigTests {
    static let requirement =
        "func request<T: Decodable & Sendable>(endpoint: Endpoint, method: HTTPMethod, body: (any Encodable & Sendable)?, responseType: T.Type) async throws -> T"

    /// The section with `adopt: true`, the requirement and the lines given.
    static func config(requirement: String? = Self.requirement, _ lines: [String] = []) -> String {
        (["preset: arclabs", "conventions:", "  data:", "    apiClient:", "      adopt: true"]
            + (requirement.map { ["      requirement: \"\($0)\""] } ?? []) + lines.map { "      " + $0 }).joined(separator: "\n") + "\n"
    }

    @Test("A written client is read; unwritten fields keep Strata's names")
    func readsTheClient() throws {
        let client = try loadInlineConfig(Self.config(["offlineCase: networkUnavailable", "unauthorizedCase: null"])).conventions.data.apiClient
        #expect(client.adopt && client.requirement == Self.requirement)
        #expect(client.protocolName == "APIClientProtocol" && client.endpointType == "Endpoint" && client.errorType == "NetworkError")
        #expect(client.offlineCase == "networkUnavailable" && client.unauthorizedCase == nil)
    }

    @Test("An adopted client round-trips through the file init --infer writes")
    func roundTrips() throws {
        var conventions = Presets.arcLabs
        conventions.data.apiClient = ProjectAPIClient(adopt: true, protocolName: "Networking", requirement: Self.requirement, offlineCase: nil)
        conventions.data.apiClient.httpMethodType = "HTTPMethod"
        #expect(try loadInlineConfig(ConfigWriter.yaml(for: conventions)).conventions == conventions)
    }

    @Test("The example in docs/SPEC.md loads")
    func documentedExampleLoads() throws {
        let spec = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent("docs/SPEC.md")
        let blocks = try String(contentsOf: spec, encoding: .utf8).components(separatedBy: "```yaml\n").dropFirst()
            .compactMap { $0.components(separatedBy: "```").first }
        let example = try #require(blocks.first { $0.contains("apiClient:") })
        let client = try loadInlineConfig("preset: arclabs\n" + example).conventions.data.apiClient
        #expect(client.adopt && client.offlineCase == "networkUnavailable")
    }

    @Test("Without adopt the section is not checked")
    func notAdoptedIsNotChecked() throws {
        let text = "conventions:\n  data:\n    apiClient:\n      requirement: \"not a method\"\n"
        #expect(try loadInlineConfig(text).conventions.data.apiClient.adopt == false)
    }

    @Test("adopt without a requirement")
    func missingRequirement() {
        let issue = singleInlineConfigIssue(Self.config(requirement: nil))
        #expect(issue?.message == "`conventions.data.apiClient`: `requirement` is not set")
        #expect(issue?.location?.line == 5)
    }

    @Test("A requirement that is not a method declaration")
    func unreadableRequirement() {
        let issue = singleInlineConfigIssue(Self.config(requirement: "request(endpoint:method:)"))
        #expect(issue?.message == "`conventions.data.apiClient`: `requirement` `request(endpoint:method:)` is not a method declaration")
        #expect(issue?.location?.line == 6 && issue?.location?.column == 20)
    }

    @Test("A requirement Strata cannot call")
    func uncallableRequirement() {
        let issue = singleInlineConfigIssue(Self.config(requirement: "func request<T: Decodable>(endpoint: Endpoint) async throws -> T"))
        #expect(issue?.message == "`conventions.data.apiClient`: `request(endpoint:)` has no parameter of type `HTTPMethod`")
        #expect(issue?.hint?.contains("beside the endpoint") == true)
    }

    @Test("A requirement whose types are not the ones the section names")
    func typesMustMatchTheSection() {
        let issue = singleInlineConfigIssue(Self.config(["endpointType: Route"]))
        #expect(issue?.message.contains("parameter `endpoint: Endpoint` of `request(endpoint:method:body:responseType:)` has no value Strata can pass") == true)
    }

    @Test("Names of the project's types must be Swift names", arguments: ["protocolName", "endpointType", "httpMethodType", "errorType", "notFoundCase", "offlineCase"])
    func namesMustBeSwiftNames(field: String) {
        let issue = singleInlineConfigIssue(Self.config(["\(field): \"Network-Error\""]))
        #expect(issue?.message == "`conventions.data.apiClient.\(field)` `Network-Error` is not a Swift name")
        #expect(issue?.location?.line == 7)
    }

    @Test("Placeholders are not names of the project's code")
    func noPlaceholders() {
        let issue = singleInlineConfigIssue(Self.config(["errorType: \"{feature}Error\""]))
        #expect(issue?.message == "`conventions.data.apiClient.errorType` `{feature}Error` is not a Swift name")
    }

    @Test("adopt must be true or false")
    func adoptIsAFlag() {
        let issue = singleInlineConfigIssue("conventions:\n  data:\n    apiClient:\n      adopt: yes please\n")
        #expect(issue?.message == "`conventions.data.apiClient.adopt` expects `true` or `false`, found `yes please`")
    }

    @Test("An unknown key in the section")
    func unknownKey() {
        let issue = singleInlineConfigIssue(Self.config(["errorTyp: APIError"]))
        #expect(issue?.message == "unknown key `errorTyp` in `conventions.data.apiClient`")
        #expect(issue?.hint == "did you mean `errorType`?")
    }
}
