import StrataModel

/// Finds entities that contain themselves by value, directly or through other entities.
///
/// Every path counts, optionals and collections included: Swift would accept some of them (`[Self]`),
/// but such values cannot be built, compared or encoded finitely in a way every house style supports.
/// A cycle is broken by holding the other entity's id (`references:`) instead of its value.
enum EmbeddingCycles {
    struct Edge: Sendable, Equatable {
        var from: String
        var to: String
        /// The property that embeds `to`, where the cycle is reported.
        var location: SourceLocation?
    }

    struct Cycle: Sendable, Equatable {
        /// Entity names around the cycle, starting and ending with the same one (`A → B → A`).
        var path: [String]
        var location: SourceLocation?

        var start: String { path.first ?? "" }
        var description: String { path.joined(separator: " → ") }
    }

    /// Each cycle once, starting at its earliest-declared entity, in declaration order.
    static func find(entities: [String], edges: [Edge]) -> [Cycle] {
        let order = Dictionary(entities.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
        let outgoing = Dictionary(grouping: edges, by: \.from)
        var cycles: [Cycle] = []
        var seen: Set<[String]> = []

        // Iterative DFS from every entity; a back edge to an entity on the current path closes a cycle.
        for start in entities {
            var path: [String] = [start]
            var pathEdges: [Edge] = []
            var iterators: [[Edge]] = [outgoing[start] ?? []]
            var finished: Set<String> = []
            while let last = iterators.indices.last {
                guard let edge = iterators[last].first else {
                    iterators.removeLast()
                    finished.insert(path.removeLast())
                    if !pathEdges.isEmpty { pathEdges.removeLast() }
                    continue
                }
                iterators[last].removeFirst()
                if let index = path.firstIndex(of: edge.to) {
                    let cycleEdges = Array(pathEdges[index...]) + [edge]
                    if let cycle = canonical(cycleEdges, order: order), seen.insert(cycle.path).inserted {
                        cycles.append(cycle)
                    }
                } else if !finished.contains(edge.to) {
                    path.append(edge.to)
                    pathEdges.append(edge)
                    iterators.append(outgoing[edge.to] ?? [])
                }
            }
        }
        return cycles.sorted {
            (order[$0.start] ?? 0, $0.path.count, $0.description) < (order[$1.start] ?? 0, $1.path.count, $1.description)
        }
    }

    /// The cycle rotated to start at its earliest-declared entity, located at that entity's edge.
    private static func canonical(_ edges: [Edge], order: [String: Int]) -> Cycle? {
        guard let first = edges.indices.min(by: { (order[edges[$0].from] ?? .max) < (order[edges[$1].from] ?? .max) }) else {
            return nil
        }
        let rotated = Array(edges[first...] + edges[..<first])
        return Cycle(path: rotated.map(\.from) + [edges[first].from], location: edges[first].location)
    }
}
