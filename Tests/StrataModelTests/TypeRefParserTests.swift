import StrataModel
import Testing

@Suite("TypeRefParser")
struct TypeRefParserTests {
    @Test(arguments: [
        ("String", "String"), ("[Exercise]", "[Exercise]"), ("[String: [Int]]?", "[String: [Int]]?"),
        ("Set<Tag>", "Set<Tag>"), ("Array<Int>", "[Int]"), ("Dictionary<String, Int>", "[String: Int]"),
        ("Optional<URL>", "URL?"), ("  [ Int ] ? ", "[Int]?"), ("Foundation.Date", "Foundation.Date"),
    ])
    func parsesAndPrintsSugaredForm(input: String, expected: String) throws {
        #expect(try TypeRefParser.parse(input).swift == expected)
    }

    @Test(arguments: [
        ("[String: Int", 12, "expected `]`"),
        ("Int??", 4, "double optional"),
        ("String!", 6, "implicitly unwrapped"),
        ("Result<Int, Error>", 7, "generic type `Result`"),
        ("", 0, "expected a type name"),
        ("Int String", 4, "unexpected `S`"),
        ("[1Int]", 1, "expected a type name"),
    ])
    func reportsTheOffsetOfTheMistake(input: String, offset: Int, message: String) {
        do {
            _ = try TypeRefParser.parse(input)
            Issue.record("`\(input)` should not parse")
        } catch {
            #expect(error.offset == offset)
            #expect(error.message.contains(message), "\(error.message)")
        }
    }

    @Test func deepNestingIsRefusedNotACrash() {
        let deep = String(repeating: "[", count: 10_000) + "Int" + String(repeating: "]", count: 10_000)
        #expect(throws: TypeRefParser.Failure.self) { try TypeRefParser.parse(deep) }
    }

    @Test func namedTypesListsEveryName() throws {
        #expect(try TypeRefParser.parse("[String: [Workout]]?").namedTypes == ["String", "Workout"])
    }
}
