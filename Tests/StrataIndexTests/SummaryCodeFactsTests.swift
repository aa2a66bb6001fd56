import Testing

@testable import StrataIndex

@Suite("Summaries: code facts")
struct SummaryCodeFactsTests {
    private func code(_ source: String) -> CodeFacts {
        Indexer.summarize(source: source, path: "T.swift").code
    }

    @Test func typeReferencesComeFromTypesAndExpressionsNotFromDeclarationsOrAttributes() {
        let facts = code(
            """
            @Model
            final class SleepSession: Identifiable {
                var tint: UIColor = .red
                func load() async throws -> [UserDTO] {
                    let (data, _) = try await URLSession.shared.data(from: URL(string: "x")!)
                    return try JSONDecoder().decode([UserDTO].self, from: data)
                }
            }
            let shared = Store<TMDb.Movie>()
            """)
        let names = facts.typeReferences.map(\.name)
        #expect(names == ["Identifiable", "UIColor", "UserDTO", "URLSession", "URL", "JSONDecoder", "UserDTO", "Store", "TMDb", "Movie"])
        #expect(!names.contains("Model"))
        #expect(!names.contains("SleepSession"))
        let session = facts.typeReferences.first { $0.name == "URLSession" }
        #expect(session?.line == 5)
        #expect(session?.column == 35)
    }

    @Test func callsKeepTheirReceiverOptionalChainAndFunctionReferenceArgument() throws {
        let facts = code(
            """
            struct Mapper {
                func map(_ entities: [Entity]) -> Movie? {
                    return entities.first?.map(mapper.map)
                }
                func other(_ dto: DTO) -> [Genre]? {
                    dto.genres?.map { genreMapper.map($0) }
                }
            }
            """)
        let chained = try #require(facts.calls.first { $0.name == "map" && $0.functionReferenceArgument != nil })
        #expect(chained.receiver == "entities.first?")
        #expect(chained.functionReferenceArgument == "mapper.map")
        #expect(chained.line == 3)
        #expect(chained.column == 32)
        #expect(chained.optionalChainLine == 3)
        #expect(chained.optionalChainColumn == 30)
        let closure = try #require(facts.calls.first { $0.name == "map" && $0.hasTrailingClosure })
        #expect(closure.receiver == "dto.genres?")
        #expect(closure.functionReferenceArgument == nil)
        #expect(closure.argumentCount == 0)
        let inner = try #require(facts.calls.first { $0.receiver == "genreMapper" })
        #expect(inner.argumentCount == 1)
        #expect(inner.functionReferenceArgument == "$0")
    }

    @Test func triedCallsKnowWhetherADoCatchIsAround() throws {
        let facts = code(
            """
            final class Repo {
                func a() async throws -> User {
                    try await remote.fetchUser()
                }
                func b() async throws -> User {
                    do {
                        return try await remote.fetchUser()
                    } catch let error as NetworkError {
                        throw error
                    } catch {
                        throw RepositoryError.unknown
                    }
                }
                func c() async -> User? {
                    try? await remote.fetchUser()
                }
            }
            """)
        let fetches = facts.calls.filter { $0.name == "fetchUser" }
        #expect(fetches.map(\.isTried) == [true, true, false])
        #expect(fetches.map(\.isInsideDoCatch) == [false, true, false])
        #expect(facts.catchClauses.map(\.pattern) == ["let error as NetworkError", ""])
        #expect(facts.catchClauses.map(\.rethrowsCaughtError) == [true, false])
        #expect(facts.catchClauses.first?.line == 8)
        #expect(facts.throwSites.map(\.expression) == ["error", "RepositoryError.unknown"])
    }

    @Test func memberAccessesOnPlainNames() {
        let facts = code(
            """
            struct M {
                func map(_ domain: Movie, to entity: MovieEntity) {
                    entity.title = domain.title
                    self.count = Movie.default.count
                }
            }
            """)
        let pairs = facts.memberAccesses.map { "\($0.base).\($0.member)" }
        #expect(pairs == ["entity.title", "domain.title", "self.count"])
    }

    @Test func directivesWithTheLineTheyApplyTo() {
        let facts = code(
            """
            import UIKit // strata:disable:this layer-imports -- legacy
            /// strata:not-a-directive
            // strata:disable:next dto-boundary -- migrating

            // another comment
            struct A {}
            let text = "// strata: inside a string is still found, lint ignores unknown verbs"
            """)
        #expect(facts.directives.count == 3)
        #expect(facts.directives[0].text == "disable:this layer-imports -- legacy")
        #expect(facts.directives[0].isTrailing)
        #expect(facts.directives[0].line == 1)
        #expect(facts.directives[1].text == "disable:next dto-boundary -- migrating")
        #expect(facts.directives[1].isTrailing == false)
        #expect(facts.directives[1].nextCodeLine == 6)
        #expect(facts.directives[1].column == 1)
    }

    @Test func codeFactsRoundTripThroughTheCacheFormat() throws {
        let source = """
            // strata:disable:next some-rule -- because
            final class Repo: Base {
                let x = Factory.make()
                func a() async throws -> [UserDTO] {
                    do { return try await remote.items?.map(mapper.map) ?? [] } catch { throw error }
                }
            }
            """
        let summary = Indexer.summarize(source: source, path: "R.swift")
        #expect(!summary.code.calls.isEmpty && !summary.code.directives.isEmpty && !summary.code.catchClauses.isEmpty)
        let payload = SummaryCoding.encode(summary)
        let decoded = try payload.withUnsafeBytes { try SummaryCoding.decode($0, path: summary.path, contentHash: summary.contentHash) }
        #expect(decoded == summary)
        for length in stride(from: 0, to: payload.count, by: max(1, payload.count / 200)) {
            let prefix = Array(payload.prefix(length))
            #expect(throws: CacheCorruption.self) {
                try prefix.withUnsafeBytes { _ = try SummaryCoding.decode($0, path: "", contentHash: "") }
            }
        }
    }
}
