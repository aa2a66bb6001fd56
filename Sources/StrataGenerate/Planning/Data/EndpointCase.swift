/// One case a feature needs in a project's endpoint enum (`case loyaltyCard(UUID)`), with what its
/// arms in the enum's switches return. Planned with the remote data sources that use it, added to
/// the project's enum by the rewriter (`EndpointEnumEditor`).
public struct EndpointCase: Sendable, Hashable {
    /// An associated value: `id` in `case loyaltyCard(UUID)`, `page` in `case loyaltyCardsPage(page: Int)`.
    public struct Value: Sendable, Hashable {
        /// `nil` for an unlabelled value.
        package var label: String?
        /// The name it is bound to in the switches' arms.
        package var name: String
        package var type: String

        package init(label: String?, name: String, type: String) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    /// A query item: its name on the wire and its text, from the bound names (`String(page)`).
    package struct QueryItem: Sendable, Hashable {
        package var name: String
        package var value: String
        /// The bound value it reads.
        package var reads: String
        /// The value is `String?` (an optional parameter), not `String`.
        package var isOptional: Bool

        package init(name: String, value: String, reads: String, isOptional: Bool) {
            self.name = name
            self.value = value
            self.reads = reads
            self.isOptional = isOptional
        }
    }

    package var name: String
    package var values: [Value]
    /// The body of the path's string literal, interpolating bound names: `/loyalty-cards/\(id)`.
    package var path: String
    /// The values `path` interpolates.
    package var pathValues: [String]
    package var query: [QueryItem]

    package init(name: String, values: [Value], path: String, pathValues: [String], query: [QueryItem]) {
        self.name = name
        self.values = values
        self.path = path
        self.pathValues = pathValues
        self.query = query
    }

    /// `loyaltyCard(UUID)`, `loyaltyCardsPage(page: Int)`: the declaration after `case`.
    package var declaration: String {
        guard !values.isEmpty else { return name }
        return name + "(" + values.map { ($0.label.map { $0 + ": " } ?? "") + $0.type }.joined(separator: ", ") + ")"
    }

    /// `.loyaltyCard(id)`: the case with `arguments`, one per value, as a call site writes it.
    package func expression(_ arguments: [String]) -> String {
        guard !values.isEmpty else { return "." + name }
        return "." + name + "("
            + zip(values, arguments).map { value, argument in (value.label.map { $0 + ": " } ?? "") + argument }
            .joined(separator: ", ") + ")"
    }
}
