import Foundation
import StrataModel
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

/// What add-property writes into tests: checks only of values whose type has the property,
/// samples that read like data, and every property of a run in the test values built by hand.
@Suite("add-property: test checks and sample values")
struct TestDataTests {
    static let files: [String: String] = [
        "Package.swift": """
        // swift-tools-version:5.9
        import PackageDescription

        let package = Package(
            name: "Films",
            targets: [.target(name: "Films"), .testTarget(name: "FilmsTests", dependencies: ["Films"])]
        )
        """,
        "Sources/Films/Film.swift": """
        import Foundation

        struct Film: Equatable {
            let id: Int
            let title: String
            let synopsis: String
        }
        """,
        "Sources/Films/FilmPayload.swift": """
        import Foundation

        struct FilmPayload: Decodable {
            let id: Int
            let title: String
            let synopsis: String

            func toDomain() -> Film {
                Film(id: id, title: title, synopsis: synopsis)
            }
        }
        """,
        "Sources/Films/Headline.swift": """
        /// A news headline: a title and a synopsis of its own, never built from a film.
        struct Headline: Equatable {
            let title: String
            let synopsis: String
        }
        """,
        "Tests/FilmsTests/Film+Fixture.swift": """
        import Foundation
        @testable import Films

        extension Film {
            static func fixture(id: Int = 7, title: String = "Arrival", synopsis: String = "Linguists.") -> Film {
                Film(id: id, title: title, synopsis: synopsis)
            }
        }
        """,
        "Tests/FilmsTests/FilmChecks.swift": """
        import Testing
        @testable import Films

        @Suite struct FilmChecks {
            @Test func payloadBecomesAFilm() {
                let payload = FilmPayload(id: 7, title: "Arrival", synopsis: "Linguists.")
                let film = payload.toDomain()
                #expect(film.title == payload.title)
                #expect(film.synopsis == payload.synopsis)
            }

            @Test func headlineShowsTheSameText() {
                let film = Film.fixture()
                let headline = Headline(title: "Arrival", synopsis: "Linguists.")
                #expect(headline.title == film.title)
                #expect(headline.synopsis == film.synopsis)
            }
        }
        """,
    ]

    static let properties = ["voteAverage:Double?", "homepage:URL?", "tagline:String?", "genres:[String]=[]", "runtime:Int?", "releaseDate:Date?"]

    static func plan() async throws -> EvolutionPlan {
        let root = try RewriteFixtures.project(Self.files)
        defer { try? FileManager.default.removeItem(at: root) }
        let request = AddPropertyRequest(entities: ["Film"], properties: try properties.map { try PropertyRequest.parse($0) })
        return try await RewriteFixtures.plan(request, in: root)
    }

    static func rewritten(_ plan: EvolutionPlan, _ path: String) throws -> String {
        try #require(plan.rewrites.first { $0.path == path }).rewritten
    }

    @Test func checksGoOnlyToValuesWhoseTypeGetsTheProperty() async throws {
        let text = try Self.rewritten(try await Self.plan(), "Tests/FilmsTests/FilmChecks.swift")
        #expect(text.contains("#expect(film.genres == payload.genres ?? [])"))
        #expect(text.contains("#expect(film.tagline == payload.tagline)"))
        // `Headline` never gets the properties: no check of them on a headline.
        #expect(!text.contains("headline.genres"))
        #expect(!text.contains("headline.tagline"))
    }

    @Test func fixtureSamplesReadLikeData() async throws {
        let text = try Self.rewritten(try await Self.plan(), "Tests/FilmsTests/Film+Fixture.swift")
        for parameter in [
            "voteAverage: Double? = 7.5", #"homepage: URL? = URL(string: "https://example.com/homepage")!"#, #"tagline: String? = "Sample tagline""#,
            #"genres: [String] = ["Sample genre"]"#, "runtime: Int? = 120", "releaseDate: Date? = Date(timeIntervalSince1970: 1_700_000_000)",
        ] {
            #expect(text.contains(parameter), "missing `\(parameter)`")
        }
        #expect(!text.contains("\"Test "))
    }

    @Test func everyPropertyOfTheRunReachesAPayloadBuiltInATest() async throws {
        let text = try Self.rewritten(try await Self.plan(), "Tests/FilmsTests/FilmChecks.swift")
        #expect(
            text.contains(
                #"FilmPayload(id: 7, title: "Arrival", synopsis: "Linguists.", voteAverage: 7.5, homepage: URL(string: "https://example.com/homepage")!, tagline: "Sample tagline", genres: ["Sample genre"], runtime: 120, releaseDate: Date(timeIntervalSince1970: 1_700_000_000))"#
            ))
    }

    @Test(arguments: [
        ("title", "String", #""Sample title""#), ("posterURL", "URL", #"URL(string: "https://example.com/poster")!"#),
        ("contactEmail", "String", #""jane.doe@example.com""#), ("releaseYear", "Int", "2024"), ("budget", "Int", "1_000_000"),
        ("latitude", "Double", "48.8566"), ("displayName", "String", #""Sample display""#), ("name", "String", #""Jane Doe""#),
        ("orderID", "String", #""order-id-001""#), ("voteAverage", "String", #""7.5""#), ("budget", "String", #""1000000""#), ("isFeatured", "Bool", "true"),
    ])
    func samplesFitTheNameAndType(_ name: String, _ type: String, _ expected: String) {
        #expect(RealisticSamples.literal(type, hint: name) == expected)
    }

    @Test func namesSplitIntoWords() {
        #expect(RealisticSamples.words(of: "voteAverage") == ["vote", "average"])
        #expect(RealisticSamples.words(of: "homepageURL") == ["homepage", "url"])
        #expect(RealisticSamples.words(of: "URLString") == ["url", "string"])
        #expect(RealisticSamples.singular("categories") == "category")
    }
}
