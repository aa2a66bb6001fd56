import StrataAnalysis
import StrataModel

/// Rule 4: DTOs stay in Data — never named by Domain or Presentation, never returned by repositories.
struct DTOBoundaryRule: LintRule {
    static let description = RuleDescription(
        id: "dto-boundary",
        title: "DTOs stay in the Data layer",
        impact: .high,
        impactDescription: "a DTO outside Data couples every screen and use case to the wire format; an API change breaks them all",
        tags: ["dto", "data-layer", "repository", "mapping"],
        rationale: """
            DTOs mirror a wire or storage format (`snake_case` keys, strings for dates and ids). The \
            repository implementation maps them to domain entities (`toDomain()`) before anything leaves \
            Data. A DTO named in Domain or Presentation, a repository protocol that returns one, or a \
            repository implementation whose public methods return one, lets the wire format leak into \
            business logic and UI. DTOs stay in the Data layer and are never returned to Domain.
            """,
        incorrect: RuleExample(
            "a repository protocol that returns a DTO",
            code: """
                // Sources/App/Domain/Repositories/RestaurantRepositoryProtocol.swift
                protocol RestaurantRepositoryProtocol: Sendable {
                    func getRestaurantDetails(by id: UUID) async throws -> RestaurantDTO
                }

                // Sources/App/Data/Models/RestaurantDTO.swift
                struct RestaurantDTO: Codable {
                    let id: String
                    let name: String
                }
                """),
        correct: RuleExample(
            "the protocol speaks domain types; the implementation maps",
            code: """
                // Sources/App/Domain/Repositories/RestaurantRepositoryProtocol.swift
                protocol RestaurantRepositoryProtocol: Sendable {
                    func getRestaurantDetails(by id: UUID) async throws -> Restaurant
                }

                // Sources/App/Domain/Entities/Restaurant.swift
                struct Restaurant: Identifiable, Equatable, Sendable {
                    let id: UUID
                    let name: String
                }

                // Sources/App/Data/Models/RestaurantDTO.swift
                struct RestaurantDTO: Codable {
                    let id: String
                    let name: String

                    func toDomain() -> Restaurant {
                        Restaurant(id: UUID(uuidString: id) ?? UUID(), name: name)
                    }
                }
                """),
        defaultSeverity: .error,
        sources: ["arclabs preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest else { return }
        let project = file.project
        switch file.layer {
        case .domain, .application, .presentation:
            var seen = Set<String>()
            for reference in file.code.typeReferences where project.dtos.contains(reference.name) {
                guard project.type(named: reference.name)?.layer == .data || project.type(named: reference.name)?.layer == .unknown,
                    seen.insert("\(reference.name)@\(reference.line)").inserted
                else { continue }
                // A test double of a Data source (`FakeWeatherDataSource` wired for UI tests) speaks its DTOs.
                if let container = file.type(containing: reference.line), TypeReading.isTestDouble(container.name) { continue }
                findings.add(message(reference.name, line: reference.line, file: file), line: reference.line, column: reference.column)
            }
        case .data:
            // Types declared here and types with an extension here (ARC style puts conformances in extensions).
            for type in file.touchingTypes where type.role == .repositoryImplementation {
                for (member, path) in TypeReading.callableMethods(of: type) where path == file.path {
                    guard let returns = member.type, let dto = TypeNameReader.names(in: returns).first(where: project.dtos.contains) else { continue }
                    let entity = TypeReading.domainCounterpart(ofDTO: dto, in: project).map { "the domain type (`\($0)`)" } ?? "domain types"
                    findings.add(
                        "`\(type.name).\(TypeReading.selector(member))` returns DTO `\(dto)`: repository implementations return \(entity); map the DTO with `toDomain()` before returning it.",
                        line: member.line)
                }
            }
        default:
            return
        }
    }

    private func message(_ dto: String, line: Int, file: LintFile) -> String {
        let layer = LayerMatrix.name(file.layer)
        let entity = TypeReading.domainCounterpart(ofDTO: dto, in: file.project)
        let use = entity.map { "use the domain type `\($0)`" } ?? "use a domain type"
        guard let owner = file.type(containing: line) else {
            return "\(layer) code names Data-layer DTO `\(dto)`: \(use) and keep DTOs inside Data."
        }
        if owner.role == .repositoryProtocol {
            let member = owner.member(containing: line, in: file.path).map { ".\(TypeReading.selector($0))" } ?? ""
            return
                "repository protocol `\(owner.name)\(member)` mentions DTO `\(dto)`: repository protocols speak domain types; \(use) and map with `toDomain()` in the implementation."
        }
        return "\(layer) type `\(owner.name)` names Data-layer DTO `\(dto)`: \(use) and keep DTOs inside Data."
    }
}
