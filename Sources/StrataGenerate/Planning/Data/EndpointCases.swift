import StrataModel

/// The endpoint cases of one repository in a project's endpoint enum, named the way such enums
/// name resources (the arclabs preset: `case user(UUID)` for `/users/{id}` with any verb, `case
/// searchRestaurants(query:page:)`): the HTTP method is passed beside the case, so one item case
/// serves reading, saving and deleting.
struct EndpointCases {
    let path: String
    let entity: String
    let plural: String
    let idType: String

    /// `loyaltyCard(UUID)`: `/loyalty-cards/{id}`.
    var item: EndpointCase {
        EndpointCase(name: Naming.lowerFirst(entity), values: [.init(label: nil, name: "id", type: idType)], path: path + "/\\(id)", pathValues: ["id"], query: [])
    }

    /// `loyaltyCards`: `/loyalty-cards`.
    var collection: EndpointCase {
        EndpointCase(name: Naming.lowerFirst(plural), values: [], path: path, pathValues: [], query: [])
    }

    /// `loyaltyCardsPage(page: Int)`: `/loyalty-cards?page=2`.
    var page: EndpointCase {
        EndpointCase(
            name: Naming.lowerFirst(plural) + "Page", values: [.init(label: "page", name: "page", type: "Int")], path: path, pathValues: [],
            query: [.init(name: "page", value: "String(page)", reads: "page", isOptional: false)])
    }

    /// `searchLoyaltyCards(query: String, page: Int)`: `/loyalty-cards/search?query=…&page=2`.
    var search: EndpointCase {
        EndpointCase(
            name: "search" + plural, values: [.init(label: "query", name: "query", type: "String"), .init(label: "page", name: "page", type: "Int")],
            path: path + "/search", pathValues: [],
            query: [.init(name: "query", value: "query", reads: "query", isOptional: false), .init(name: "page", value: "String(page)", reads: "page", isOptional: false)])
    }

    /// `fetchExpiringLoyaltyCards(before: Date)`: `/loyalty-cards/fetch-expiring?before=…`. The entity
    /// is added to the query's name unless it already says it, so two features' `fetchRecent` are two cases.
    func query(_ query: RepositoryQuery, items: [EndpointCase.QueryItem]) -> EndpointCase {
        EndpointCase(
            name: Self.naming(query.name, entity: entity, plural: plural),
            values: query.parameters.map { .init(label: $0.name, name: $0.name, type: $0.type.swift) },
            path: path + Self.suffix(of: query), pathValues: [], query: items)
    }

    /// `/enabled` as the spec states it, else `/fetch-enabled` from the query's name.
    static func suffix(of query: RepositoryQuery) -> String { query.path ?? "/" + WireName.kebabCase(query.name) }

    /// `fetchRecentWorkouts` stays; `fetchExpiring` → `fetchExpiringLoyaltyCards`; `fetchCast` →
    /// `fetchCastMembers` (the words the two share are written once).
    static func naming(_ query: String, entity: String, plural: String) -> String {
        if query.contains(plural) || query.contains(entity) { return query }
        for (offset, character) in query.enumerated() where character.isUppercase {
            let tail = query.dropFirst(offset)
            if plural.hasPrefix(tail) { return query.dropLast(tail.count) + plural }
        }
        return query + plural
    }
}
