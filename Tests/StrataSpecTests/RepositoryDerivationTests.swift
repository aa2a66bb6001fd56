import StrataModel
import Testing

@testable import StrataSpec

/// Which entities get repositories, with which operations.
@Suite struct RepositoryDerivationTests {
    @Test func derivesFromDeclarationsAndUseCases() throws {
        let model = try load(
            """
            feature: Shop
            entities:
              Product: {}
              Order: {}
              Customer: {}
              Tag: {}
              Note: {}
            repositories:
              Customer:
                doc: People who buy.
              Product:
                operations: [search]
              Note:
                operations: []
            useCases:
              - DeleteOrder
              - GetProductsPage
              - CreateOrder
              - name: CalculateCustomerValue
            """
        )
        let operations = Dictionary(uniqueKeysWithValues: model.repositories.map { ($0.entity, $0.operations) })
        // Declared without `operations`: the standard four.
        #expect(operations["Customer"] == [.save, .fetchByID, .fetchAll, .delete])
        // Declared operations ∪ what the use cases need, in `allCases` order.
        #expect(operations["Product"] == [.fetchPage, .search])
        // Not declared: only what the use cases need.
        #expect(operations["Order"] == [.save, .fetchByID, .delete])
        #expect(operations["Note"] == [])
        // No use case and no declaration: no repository.
        #expect(operations["Tag"] == nil)
        // Repositories follow the order of the entities.
        #expect(model.repositories.map(\.entity) == ["Product", "Order", "Customer", "Note"])
        #expect(model.repository(for: "Customer")?.doc == "People who buy.")
        #expect(model.repository(for: "Customer")?.location == StrataModel.SourceLocation(file: specFile, line: 9, column: 3))
        #expect(model.repository(for: "Order")?.location == nil)
    }

    @Test func customUseCaseStillGetsARepository() {
        let repositories = RepositoryDerivation.derive(
            entities: ["Workout"], declared: [],
            useCases: [UseCase(name: "SyncWorkouts", kind: .custom, entity: "Workout")]
        )
        #expect(repositories == [Repository(entity: "Workout", operations: [])])
    }

    @Test func everyKindBringsItsRequiredOperations() {
        for kind in UseCaseKind.allCases {
            let repositories = RepositoryDerivation.derive(
                entities: ["Movie"], declared: [], useCases: [UseCase(name: "X", kind: kind, entity: "Movie")]
            )
            #expect(repositories.first?.operations == RepositoryOperation.allCases.filter(kind.requiredOperations.contains))
        }
    }
}
