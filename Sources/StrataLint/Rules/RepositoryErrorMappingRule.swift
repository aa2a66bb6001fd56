import StrataAnalysis
import StrataIndex
import StrataModel

/// Rule 8: repository implementations translate network and data-source errors; they never let
/// them escape untranslated.
struct RepositoryErrorMappingRule: LintRule {
    static let description = RuleDescription(
        id: "repository-error-mapping",
        title: "Repository implementations map errors; network errors never escape",
        impact: .high,
        impactDescription: "an untranslated `NetworkError` or `URLError` makes every caller handle transport details and breaks when the transport changes",
        tags: ["repository", "errors", "data-layer", "networking"],
        rationale: """
            Callers of a repository see domain errors (`RepositoryError.notFound`, `.unauthorized`), never \
            the transport's. The implementation catches what its data sources throw and maps it \
            (`mapNetworkError(_:)`, an `init(_:)` on the domain error). Reported: a `catch` that rethrows \
            the caught error as is, unless it catches the repository's own error (`catch let error as \
            RepositoryError { throw error }`, already mapped); and, in the non-private methods of implementations of a Domain \
            repository protocol, a `throw` of a Data-layer error type (`NetworkError`, `URLError`, `…APIError`) and a `try` outside any \
            `do`/`catch` on a `URLSession` or on a data source whose method declares a Data-layer error \
            type (`throws(NetworkError)`) in a method without typed throws; in completion-handler and \
            `Result` code, a `.failure(error)` that hands on the `error` (or `err`) it received as is; in \
            Combine code, a `.mapError { $0 as Error }` that only erases the error's type. \
            A repository converts network errors into its own errors.
            """,
        incorrect: RuleExample(
            "the network error is caught and rethrown as is",
            code: """
                // Sources/App/Data/Repositories/RestaurantRepositoryImpl.swift
                final class RestaurantRepositoryImpl: RestaurantRepositoryProtocol {
                    private let remoteDataSource: RestaurantRemoteDataSourceProtocol

                    init(remoteDataSource: RestaurantRemoteDataSourceProtocol) {
                        self.remoteDataSource = remoteDataSource
                    }

                    func searchRestaurants(query: String) async throws -> [Restaurant] {
                        do {
                            return try await remoteDataSource.search(query: query).map { $0.toDomain() }
                        } catch let error as NetworkError {
                            throw error
                        }
                    }
                }

                // Sources/App/Domain/Repositories/RestaurantRepositoryProtocol.swift
                protocol RestaurantRepositoryProtocol: Sendable {
                    func searchRestaurants(query: String) async throws -> [Restaurant]
                }
                """),
        correct: RuleExample(
            "every error is mapped to the repository's error",
            code: """
                // Sources/App/Data/Repositories/RestaurantRepositoryImpl.swift
                final class RestaurantRepositoryImpl: RestaurantRepositoryProtocol {
                    private let remoteDataSource: RestaurantRemoteDataSourceProtocol

                    init(remoteDataSource: RestaurantRemoteDataSourceProtocol) {
                        self.remoteDataSource = remoteDataSource
                    }

                    func searchRestaurants(query: String) async throws -> [Restaurant] {
                        do {
                            return try await remoteDataSource.search(query: query).map { $0.toDomain() }
                        } catch let error as NetworkError {
                            throw mapNetworkError(error)
                        } catch {
                            throw RepositoryError.unknown(String(describing: error))
                        }
                    }

                    private func mapNetworkError(_ error: NetworkError) -> RepositoryError {
                        error == .notFound ? .notFound : .networkError
                    }
                }

                // Sources/App/Domain/Repositories/RestaurantRepositoryProtocol.swift
                protocol RestaurantRepositoryProtocol: Sendable {
                    func searchRestaurants(query: String) async throws -> [Restaurant]
                }
                """),
        defaultSeverity: .error,
        sources: ["arclabs preset"]
    )

    init(options: RuleOptions) {}

    func check(_ file: LintFile, _ findings: inout FindingSink) {
        guard !file.isTest else { return }
        let project = file.project
        guard file.touchingTypes.contains(where: { $0.role == .repositoryImplementation }) else { return }
        let owner = { (line: Int) in file.place(of: line, role: .repositoryImplementation) }
        // Asked per throw and per call: answered once per repository of the file.
        var serving: [(type: ObjectIdentifier, servesDomain: Bool)] = []
        func servesDomain(_ type: TypeFacts) -> Bool {
            let id = ObjectIdentifier(type)
            if let known = serving.first(where: { $0.type == id }) { return known.servesDomain }
            let answer = Self.servesDomain(type, project)
            serving.append((id, answer))
            return answer
        }
        for clause in file.code.catchClauses where clause.rethrowsCaughtError {
            guard let found = owner(clause.line), !catchesDomainError(clause.pattern, project: project, from: file.module) else { continue }
            let caught = clause.pattern.isEmpty ? "the error" : "`\(clause.pattern)`"
            findings.add(
                "\(found.name) catches \(caught) and rethrows it untranslated: throw the repository's own error instead (e.g. `throw mapNetworkError(error)` or `RepositoryError.unknown(…)`).",
                line: clause.line, column: clause.column)
        }
        for site in file.code.throwSites {
            // A private helper's errors reach callers only through the repository's own methods.
            guard let found = owner(site.line), !found.isPrivate, servesDomain(found.type),
                let error = dataLayerError(in: site.expression, project: project)
            else { continue }
            findings.add(
                "\(found.name) throws `\(error)`, a Data-layer error: callers of a repository see domain errors; map it (e.g. to `RepositoryError`).",
                line: site.line, column: site.column)
        }
        // Completion-handler and `Result` code: `completion(.failure(error))` hands the error a data
        // source reported on as is. Only the names errors are bound to (`case .failure(let error)`,
        // `catch`) are read as "the error received": `.failure(mapped)` is someone's translation.
        for call in file.code.calls where call.name == "failure" && call.argumentCount == 1 && (call.receiver == "" || call.receiver == "Result") {
            guard let argument = call.functionReferenceArgument, Self.receivedErrorNames.contains(argument),
                let found = owner(call.line), !found.isPrivate, servesDomain(found.type)
            else { continue }
            findings.add(
                "\(found.name) hands the `\(argument)` it received on with `.failure(\(argument))`, untranslated: callers of a repository see domain errors; map it first (e.g. `.failure(mapNetworkError(\(argument)))`).",
                line: call.line, column: call.column)
        }
        // Combine: `.mapError { $0 as Error }` only erases the transport error's type; callers still
        // receive it untranslated.
        for call in file.code.calls where call.name == "mapError" && call.hasTrailingClosure && erasesOnly(call, in: file.code) {
            guard let found = owner(call.line), !found.isPrivate, servesDomain(found.type) else { continue }
            findings.add(
                "\(found.name) passes errors on with `mapError { $0 as Error }`, which only erases their type: callers of a repository see domain errors; map them (e.g. `.mapError { RepositoryError(from: $0) }`).",
                line: call.line, column: call.column)
        }
        for call in file.code.calls where call.isTried && !call.isInsideDoCatch {
            guard let found = owner(call.line), let member = found.member, member.throwsClause == "throws", !found.isPrivate,
                servesDomain(found.type), let escaping = escapingError(of: call, in: found.type, project: project)
            else { continue }
            findings.add(
                "\(found.name) lets `\(escaping)` from `\(call.receiver.map { "\($0)." } ?? "")\(call.name)` escape untranslated: wrap the call in `do { … } catch { throw <mapped repository error> }`.",
                line: call.line, column: call.column)
        }
    }

    /// What code names the error it was handed (`catch`'s implicit `error`, `case .failure(let error)`).
    static let receivedErrorNames: Set<String> = ["error", "err"]

    /// Whether the repository implements a Domain (or Application) protocol: only then do its callers
    /// expect domain errors. A `…WebRepository` behind a Data-layer protocol is a transport itself.
    private static func servesDomain(_ type: TypeFacts, _ project: LintProject) -> Bool {
        TypeReading.protocols(of: type, role: .repositoryProtocol, in: project).contains { name in
            let layer = project.type(named: name, from: type.module)?.layer
            return layer == .domain || layer == .application
        }
    }

    /// Whether the closure of `mapError` is a bare cast (`{ $0 as Error }`, `{ error in error as Error }`):
    /// the first type it names, on its line, is `Error`, and nothing is called before it.
    private func erasesOnly(_ call: CallSite, in code: CodeFacts) -> Bool {
        guard let cast = code.typeReferences.first(where: { $0.line == call.line && $0.column > call.column }), cast.name == "Error" else { return false }
        return !code.calls.contains { $0.line == call.line && $0.column > call.column && $0.column < cast.column }
    }

    /// `catch let error as RepositoryError { throw error }` lets the repository's own error through
    /// (an inner helper already mapped it): the cast names an error of Domain (or Application), or
    /// one named for the repository or the domain, and no transport error.
    private func catchesDomainError(_ pattern: String, project: LintProject, from module: String?) -> Bool {
        guard let range = pattern.range(of: " as ") else { return false }
        let name = TypeNameReader.baseName(String(pattern[range.upperBound...]))
        guard !isTransportError(name, project: project) else { return false }
        if let type = project.type(named: name, from: module), type.layer == .domain || type.layer == .application { return true }
        return name.hasSuffix("Error") && (name.includes("Repository") || name.includes("Domain"))
    }

    /// `NetworkError` in `NetworkError.timeout` or `URLError(.badURL)`: a transport error type.
    private func dataLayerError(in expression: String, project: LintProject) -> String? {
        guard let first = TypeNameReader.names(in: expression).first else { return nil }
        return isTransportError(first, project: project) ? first : nil
    }

    private func isTransportError(_ name: String, project: LintProject) -> Bool {
        if name == "URLError" { return true }
        let transport = ["Network", "API", "Api", "HTTP", "Http", "Transport", "Socket"]
        guard name.hasSuffix("Error"), transport.contains(where: name.includes) else {
            if let type = project.type(named: name), type.role == .errorType, type.layer == .data { return true }
            return false
        }
        return true
    }

    /// The error type a tried call lets out: `URLError` for `URLSession`, or the typed error a data
    /// source's method declares.
    private func escapingError(of call: CallSite, in type: TypeFacts, project: LintProject) -> String? {
        guard let receiver = call.receiver, !receiver.isEmpty else { return nil }
        let name = receiver.hasPrefix("self.") ? String(receiver.dropFirst(5)) : receiver
        if name.includes("URLSession") { return "URLError" }
        guard !name.includes("."), !name.includes("("),
            let property = type.members.first(where: { $0.kind == .property && $0.name == name && !$0.isStatic }),
            let propertyType = property.type
        else { return nil }
        if TypeNameReader.names(in: propertyType).contains("URLSession") { return "URLError" }
        guard let dependency = project.type(named: TypeNameReader.baseName(propertyType), from: type.module),
            let method = dependency.members.first(where: { $0.kind == .method && $0.name == call.name }),
            let clause = method.throwsClause, clause.hasPrefix("throws("), clause.hasSuffix(")")
        else { return nil }
        let error = String(clause.dropFirst(7).dropLast())
        return isTransportError(error, project: project) ? error : nil
    }
}
