/// One case a feature needs in a project's endpoint enum (`case loyaltyCard(UUID)`), with what its
/// arms in the enum's switches return. Planned with the remote data sources that use it, added to
/// the project's enum by the rewriter (`EndpointEnumEditor`).
public struct EndpointCase: Sendable, Hashable {
    /// An associated value: `id` in `case loyaltyCard(UUID)`, `page` in `case loyaltyCardsPage(page: Int)`.
    public struct Value: Sendable, Hashable {
        /// `nil` for an unlabelled value.
        public var label: String?
        /// The name it is bound to in the switches' arms.
        public var name: String
        public var type: String

        public init(label: String?, name: String, type: String) {
            self.label = label
            self.name = name
            self.type = type
        }
    }

    /// A query item: its name on the wire and its text, from the bound names (`String(page)`).
    public struct QueryItem: Sendable, Hashable {
        public var name: String
        public var value: String
        /// The bound value it reads.
        public var reads: String
        /// The value is `String?` (an optional parameter), not `String`.
        public var isOptional: Bool

        public init(name: String, value: String, reads: String, isOptional: Bool) {
            self.name = name
            self.value = value
            self.reads = reads
            self.isOptional = isOptional
        }
    }

    public var name: String
    public var values: [Value]
    /// The body of the path's string literal, interpolating bound names: `/loyalty-cards/\(id)`.
    public var path: String
    /// The values `path` interpolates.
    public var pathValues: [String]
    public var query: [QueryItem]

    public init(name: String, values: [Value], path: String, pathValues: [String], query: [QueryItem]) {
        self.name = name
        self.values = values
        self.path = path
        self.pathValues = pathValues
        self.query = query
    }

    /// `loyaltyCard(UUID)`, `loyaltyCardsPage(page: Int)`: the declaration after `case`.
    public var declaration: String {
        guard !values.isEmpty else { return name }
        return name + "(" + values.map { ($0.label.map { $0 + ": " } ?? "") + $0.type }.joined(separator: ", ") + ")"
    }

    /// `.loyaltyCard(id)`: the case with `arguments`, one per value, as a call site writes it.
    public func expression(_ arguments: [String]) -> String {
        guard !values.isEmpty else { return "." + name }
        return "." + name + "(" + zip(values, arguments).map { value, argument in (value.label.map { $0 + ": " } ?? "") + argument }
            .joined(separator: ", ") + ")"
    }
}
