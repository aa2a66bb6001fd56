import SwiftParser
import SwiftSyntax
import Testing

@testable import StrataPropagation
@testable import StrataRewrite

@Suite("add-property: text edits in the file's own layout")
struct SourceEditingTests {
    @Test("edits apply last first; insertions at one offset keep their order; overlaps are refused")
    func applyOrder() {
        let text = "abcdef"
        #expect(SourceEdit.apply([SourceEdit(insert: "1", at: 2), SourceEdit(insert: "2", at: 2), SourceEdit(insert: "!", at: 6)], to: text) == "ab12cdef!")
        #expect(SourceEdit.apply([SourceEdit(replacing: 1..<3, with: "X"), SourceEdit(replacing: 2..<4, with: "Y")], to: text) == nil)
        #expect(SourceEdit.apply([SourceEdit(insert: "x", at: 7)], to: text) == nil)
    }

    /// Two properties' arguments planned against the same text, merged as one request's round
    /// does: what one edit after the other gives.
    func addArguments(_ code: String, _ labels: [String], preceding: [String] = ["id", "title"]) -> String? {
        let source = ParsedSource(path: "T.swift", text: code)
        let call = ConstructorCalls(typeName: "Movie", module: nil, implicitMeansType: false).find(in: source.tree)[0]
        var batched: [(edit: StrataPropagation.SourceEdit, batch: Int)] = []
        for (batch, label) in labels.enumerated() {
            let edits = ArgumentInserter(source: source).edits(label: label, value: "1", in: call, preceding: preceding) ?? []
            batched += edits.map { ($0, batch) }
        }
        return StrataPropagation.SourceEdit.apply(EditSession.merged(batched), to: code)
    }

    @Test("several properties at one place: separators between them, an anchor's comma once, request order")
    func batchesAtOnePlace() {
        #expect(addArguments("let m = Movie()\n", ["rating", "votes"]) == "let m = Movie(rating: 1, votes: 1)\n")
        #expect(addArguments("let m = Movie(id: 1, title: t)\n", ["rating", "votes"]) == "let m = Movie(id: 1, title: t, rating: 1, votes: 1)\n")
        #expect(
            addArguments("let m = Movie(\n    id: 1,\n    title: t // name\n)\n", ["rating", "votes", "year"])
                == "let m = Movie(\n    id: 1,\n    title: t, // name\n    rating: 1,\n    votes: 1,\n    year: 1\n)\n")
        #expect(
            addArguments("let m = Movie(\n    id: 1,\n    title: t,\n)\n", ["rating", "votes"])
                == "let m = Movie(\n    id: 1,\n    title: t,\n    rating: 1,\n    votes: 1,\n)\n")
        #expect(
            addArguments("let m = Movie(\n    title: t\n)\n", ["rating", "votes"], preceding: [])
                == "let m = Movie(\n    rating: 1,\n    votes: 1,\n    title: t\n)\n")
    }

    /// Adds `rating: 1` to the first `Movie(…)` call of `code`.
    func addArgument(_ code: String, preceding: [String] = ["id", "title"]) -> String? {
        let source = ParsedSource(path: "T.swift", text: code)
        let call = ConstructorCalls(typeName: "Movie", module: nil, implicitMeansType: false).find(in: source.tree)[0]
        guard let edits = ArgumentInserter(source: source).edits(label: "rating", value: "1", in: call, preceding: preceding) else { return nil }
        return SourceEdit.apply(edits, to: code)
    }

    @Test("one argument per line: a new line below the anchor, comments stay with their argument")
    func verticalList() {
        let code = "let m = Movie(\n    id: 1, // the id\n    title: \"T\"\n)\n"
        #expect(addArgument(code) == "let m = Movie(\n    id: 1, // the id\n    title: \"T\",\n    rating: 1\n)\n")
        #expect(addArgument(code, preceding: ["id"]) == "let m = Movie(\n    id: 1, // the id\n    rating: 1,\n    title: \"T\"\n)\n")
    }

    @Test("trailing comma kept; single-line calls stay on one line; empty calls get the argument")
    func otherLayouts() {
        #expect(addArgument("Movie(\n\tid: 1,\n\ttitle: t,\n)") == "Movie(\n\tid: 1,\n\ttitle: t,\n\trating: 1,\n)")
        #expect(addArgument("Movie(id: 1, title: t)") == "Movie(id: 1, title: t, rating: 1)")
        #expect(addArgument("Movie()") == "Movie(rating: 1)")
        #expect(addArgument("Movie(id: 1, rating: 2)") == nil, "an existing argument is never added twice")
    }

    @Test("CodingKeys follow the keys' style: snake_case, kebab-case, as is; one-line case lists are joined")
    func codingKeys() throws {
        func add(_ keys: String) -> String? {
            let code = "enum CodingKeys: String, CodingKey {\n\(keys)\n}\n"
            let source = ParsedSource(path: "T.swift", text: code)
            let group = DeclarationLocator(source: source).type(named: "CodingKeys")
            guard let keysDecl = group?.as(EnumDeclSyntax.self), let edits = CodingKeysInserter(source: source).edits(adding: "releaseDate", to: keysDecl, after: nil) else {
                return nil
            }
            return SourceEdit.apply(edits, to: code)
        }
        #expect(add("    case id\n    case posterPath = \"poster_path\"")?.contains("    case releaseDate = \"release_date\"\n") == true)
        #expect(add("    case id\n    case posterPath = \"poster-path\"")?.contains("case releaseDate = \"release-date\"") == true)
        #expect(add("    case id\n    case title")?.contains("    case releaseDate\n") == true)
        #expect(add("    case id, title")?.contains("case id, title, releaseDate") == true)
        #expect(add("    case releaseDate") == nil)
    }

    @Test("snake case of acronyms")
    func snakeCase() {
        #expect(CodingKeysInserter.snake("posterURL", separator: "_") == "poster_url")
        #expect(CodingKeysInserter.snake("imageURLSet", separator: "_") == "image_url_set")
        #expect(CodingKeysInserter.snake("id", separator: "_") == "id")
    }

    @Test("a new stored property copies its neighbour's access and the file's tabs; doc comments come along")
    func storedProperty() throws {
        let code =
            "public struct Movie {\n\tpublic let id: Int\n\tpublic let title: String // shown\n\n\tpublic init(id: Int, title: String) {\n\t\tself.id = id\n\t\tself.title = title\n\t}\n}\n"
        let source = ParsedSource(path: "T.swift", text: code)
        let group = try #require(DeclarationLocator(source: source).type(named: "Movie"))
        let result = PropertyInserter(source: source).edits(
            adding: NewStoredProperty(name: "rating", type: "Double?", parameterDefault: "nil", doc: "Out of ten."), to: group)
        #expect(
            SourceEdit.apply(result.edits, to: code)
                == "public struct Movie {\n\tpublic let id: Int\n\tpublic let title: String // shown\n\t/// Out of ten.\n\tpublic let rating: Double?\n\n\tpublic init(id: Int, title: String, rating: Double? = nil) {\n\t\tself.id = id\n\t\tself.title = title\n\t\tself.rating = rating\n\t}\n}\n"
        )
    }

    @Test("hand-written init(from:) and encode(to:) get the new key, written like their other lines")
    func codableMethods() throws {
        let code = """
            struct MovieDTO: Codable {
                let title: String
                let year: Int?

                init(from decoder: any Decoder) throws {
                    let values = try decoder.container(keyedBy: CodingKeys.self)
                    title = try values.decode(String.self, forKey: .title)
                    year = try values.decodeIfPresent(Int.self, forKey: .year)
                }

                func encode(to encoder: any Encoder) throws {
                    var values = encoder.container(keyedBy: CodingKeys.self)
                    try values.encode(title, forKey: .title)
                    try values.encodeIfPresent(year, forKey: .year)
                }
            }

            """
        let source = ParsedSource(path: "T.swift", text: code)
        let group = try #require(DeclarationLocator(source: source).type(named: "MovieDTO"))
        let edits = CodableMethodsEditor(source: source).edits(adding: "rating", type: .optional(.named("Double")), in: group, after: "year")
        let result = try #require(SourceEdit.apply(edits, to: code))
        #expect(result.contains("        year = try values.decodeIfPresent(Int.self, forKey: .year)\n        rating = try values.decodeIfPresent(Double.self, forKey: .rating)\n"))
        #expect(result.contains("        try values.encodeIfPresent(year, forKey: .year)\n        try values.encodeIfPresent(rating, forKey: .rating)\n"))
        let again = ParsedSource(path: "T.swift", text: result)
        let regroup = try #require(DeclarationLocator(source: again).type(named: "MovieDTO"))
        #expect(CodableMethodsEditor(source: again).edits(adding: "rating", type: .optional(.named("Double")), in: regroup, after: "year").isEmpty)
    }
}
