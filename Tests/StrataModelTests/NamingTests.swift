import StrataModel
import Testing

@Suite("Naming")
struct NamingTests {
    @Test(arguments: [
        ("Workout", "Workouts"), ("Category", "Categories"), ("Day", "Days"), ("Address", "Addresses"),
        ("Box", "Boxes"), ("Match", "Matches"), ("Wish", "Wishes"),
    ])
    func plural(singular: String, plural: String) {
        #expect(Naming.plural(singular) == plural)
    }

    @Test(arguments: [("Workout", "workout"), ("URLSession", "urlSession"), ("ID", "id"), ("already", "already")])
    func lowerFirst(input: String, expected: String) {
        #expect(Naming.lowerFirst(input) == expected)
    }

    @Test func identifiers() {
        #expect(Naming.isIdentifier("name"))
        #expect(Naming.isIdentifier("_private1"))
        #expect(!Naming.isIdentifier("class"))
        #expect(!Naming.isIdentifier("1abc"))
        #expect(!Naming.isIdentifier("my-name"))
        #expect(!Naming.isIdentifier(""))
    }

    @Test func suggestions() {
        #expect(Naming.suggestion(for: "Strng", among: TypeRef.builtinNames) == "String")
        #expect(Naming.suggestion(for: "propertes", among: ["properties", "plural"]) == "properties")
        #expect(Naming.suggestion(for: "Zebra", among: ["String"]) == nil)
    }

    @Test func namePatterns() {
        let pattern = NamePattern(["feature": "Movies", "app": "Popcorn"])
        #expect(pattern.expand("Contexts/{app}{feature}/{unknown}") == "Contexts/PopcornMovies/{unknown}")
        #expect(pattern.unknownPlaceholders(in: "{feature}{oops}") == ["oops"])
    }

    @Test func everyPresetIsNamedAndSummarised() {
        #expect(Set(Presets.names).count == Presets.all.count)
        for name in Presets.names {
            #expect(Presets.summaries[name] != nil)
        }
        #expect(Presets.named(Presets.defaultName) != nil)
    }

    @Test func useCaseKindsImplyCachePolicies() {
        #expect(UseCaseKind.get.cachePolicy == .localFirst)
        #expect(UseCaseKind.refreshPage.cachePolicy == .remoteFirst)
        #expect(UseCaseKind.searchPage.cachePolicy == .remoteOnly)
        #expect(UseCaseKind.create.cachePolicy == nil)
        #expect(UseCaseKind.delete.requiredOperations == [.fetchByID, .delete])
    }
}
