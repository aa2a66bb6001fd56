import StrataModel
import Testing

@testable import StrataSpec

/// Entities may not contain themselves by value, by any path.
@Suite struct CycleTests {
    private let hint = "a value cannot contain itself; hold the other entity's id with `references:` instead"

    @Test func twoEntitiesEmbeddingEachOther() {
        expectSingleIssue(
            """
            feature: Shop
            entities:
              Order:
                properties:
                  customer: Customer
              Customer:
                properties:
                  orders: "[Order]"
            """,
            "entities embed each other in a cycle: Order → Customer → Order", line: 5, column: 7, hint: hint
        )
    }

    @Test func selfThroughAnOptional() {
        expectSingleIssue(
            "feature: Shop\nentities:\n  Category:\n    properties:\n      parent: \"Category?\"\n",
            "entity `Category` embeds itself: Category → Category", line: 5, column: 7, hint: hint
        )
    }

    @Test func longerCycleThroughADictionaryValue() {
        expectSingleIssue(
            """
            feature: Shop
            entities:
              A:
                properties:
                  b: "B?"
              B:
                properties:
                  cs: "[String: C]"
              C:
                properties:
                  a: "[[A]]"
            """,
            "entities embed each other in a cycle: A → B → C → A", line: 5, column: 7, hint: hint
        )
    }

    @Test func cycleIsReportedOnceWhateverEntityItIsFoundFrom() {
        let found = issues(
            """
            feature: Shop
            entities:
              C:
                properties:
                  a: A
              A:
                properties:
                  b: B
                  again: "[B]"
              B:
                properties:
                  c: C
            """
        )
        #expect(found.map(\.message) == ["entities embed each other in a cycle: C → A → B → C"])
    }

    @Test func referencesBreakCycles() throws {
        let model = try load(
            """
            feature: Shop
            entities:
              Category:
                properties:
                  parentId: { references: Category, optional: true }
            """
        )
        #expect(model.entities.first?.properties.first?.relationship == .reference(entity: "Category"))
    }

    @Test func finderReportsIndependentCyclesInDeclarationOrder() {
        let edges: [EmbeddingCycles.Edge] = [
            .init(from: "B", to: "B", location: nil), .init(from: "A", to: "C", location: nil), .init(from: "C", to: "A", location: nil),
        ]
        #expect(EmbeddingCycles.find(entities: ["A", "B", "C"], edges: edges).map(\.description) == ["A → C → A", "B → B"])
    }
}
