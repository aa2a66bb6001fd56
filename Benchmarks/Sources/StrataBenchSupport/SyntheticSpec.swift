/// A synthetic feature spec of `entities` entities, written as YAML text in the spec format of
/// docs/SPEC.md, for benchmarks that must scale the input without hand-written fixtures.
///
/// Each entity has 10 properties of mixed types (String, Int, Double, Bool, Date, `URL?`,
/// `String?`, `[String]`, an enum and a reference to another entity), a repository and six
/// use cases: Create, Get, Update, Delete, Fetch<plural> and Get<plural>Page. One enum is shared
/// by every ten entities, so enums grow with the spec as they do in a real one.
public struct SyntheticSpec: Sendable, Hashable {
    public var entities: Int

    public init(entities: Int) {
        precondition(entities > 0, "a spec needs at least one entity")
        self.entities = entities
    }

    /// `Item0001`, `Item0002`, …: fixed width, so no name is a prefix of another.
    public static func entityName(_ index: Int) -> String { "Item" + padded(index) }

    /// The enum used by entity `index`: one per ten entities.
    public static func enumName(forEntity index: Int) -> String { "Stage" + padded(index / 10) }

    public var enumCount: Int { (entities + 9) / 10 }

    public static let useCasesPerEntity = 6

    /// The spec, deterministic for a given entity count.
    public var yaml: String {
        var out = ""
        out.reserveCapacity(entities * 1_200)
        out += "# Synthetic benchmark spec: \(entities) entities × 10 properties, 6 use cases each.\n"
        out += "feature: Catalogue\n"
        out += "summary: Synthetic feature for Strata's benchmarks.\n\n"

        out += "entities:\n"
        for index in 0..<entities {
            let name = Self.entityName(index)
            // Each entity refers to the previous one (the first to the last): a ring of ids, not embeddings.
            let referenced = Self.entityName((index + entities - 1) % entities)
            out += """
                  \(name):
                    doc: Synthetic entity number \(index).
                    properties:
                      title: String
                      quantity: Int
                      score: { type: Double, default: 0 }
                      isActive: { type: Bool, var: true, default: true }
                      createdAt: Date
                      link: "URL?"
                      note: { type: "String?", var: true, default: null }
                      tags: { type: "[String]", default: [] }
                      stage: \(Self.enumName(forEntity: index))
                      ownerId: { references: \(referenced) }

                """
        }

        out += "\nenums:\n"
        for index in 0..<enumCount {
            out += "  Stage\(Self.padded(index)): [draft, review, published, archived]\n"
        }

        out += "\nrepositories:\n"
        for index in 0..<entities {
            out += "  \(Self.entityName(index)): { operations: [save, fetchByID, fetchAll, fetchPage, delete] }\n"
        }

        out += "\nuseCases:\n"
        for index in 0..<entities {
            let name = Self.entityName(index)
            for useCase in ["Create\(name)", "Get\(name)", "Update\(name)", "Delete\(name)", "Fetch\(name)s", "Get\(name)sPage"] {
                out += "  - \(useCase)\n"
            }
        }
        return out
    }

    static func padded(_ value: Int) -> String {
        let digits = String(value)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
