import StrataIndex
import StrataModel

/// The default caching strategy, only from real evidence: the order in which repository
/// implementations reach their local store (or cache) and their remote source, and the cache
/// policies the code writes as defaults or passes. A repository that only calls the network, or
/// only SwiftData, says nothing; so does one whose reads follow a policy argument, whatever order
/// its branches are written in.
enum CachingInference {
    static func evidence(_ facts: InferenceFacts, data: DataLayerFacts) -> [FieldEvidence] {
        var caching = FieldEvidence(
            "data.caching", noun: "repository reads and cache policy values",
            phrase: { sentences[$0] ?? "use `\($0)`" },
            read: { $0.data.caching.rawValue }, write: { $0.data.caching = CachingStrategy(rawValue: $1) ?? $0.data.caching }
        )
        for item in data.repositoryImplementations {
            if let (strategy, method) = strategy(of: item, facts: facts) {
                caching.add(strategy.rawValue, at: facts.location(item.type), example: "`\(method)` in `\(item.type.name)`")
            }
        }
        for value in CachePolicyValues.read(facts) {
            caching.add(value.strategy.rawValue, at: facts.location(value.file, line: value.line), example: "`\(value.written)`")
        }
        return [caching]
    }

    static let sentences: [String: String] = [
        CachingStrategy.cacheFirst.rawValue: "go to the cache or local store first (cache-first)",
        CachingStrategy.networkFirst.rawValue: "go to the network first and fall back to the local store (network-first)",
        CachingStrategy.offlineFirst.rawValue: "save locally first and sync with the network later (offline-first)",
    ]

    /// Method names that change data; every other method reads.
    static let writeVerbs = [
        "save", "set", "insert", "put", "store", "update", "upsert", "delete", "remove", "add", "create", "post", "patch",
        "persist", "write", "sync", "enqueue", "clear", "invalidate", "cache", "mark",
    ]

    static func isWrite(_ name: String) -> Bool {
        writeVerbs.contains { verb in
            guard name.hasPrefix(verb) else { return false }
            return name.dropFirst(verb.count).first.map { !$0.isLowercase } ?? true
        }
    }

    /// One repository's strategy with the method that shows it: a write that saves locally before
    /// the network is offline-first; else the majority of its reads (a tie: the first read).
    static func strategy(of item: DataLayerFacts.RepositoryImplementation, facts: InferenceFacts) -> (CachingStrategy, String)? {
        let bodies = MethodBodies(type: item.type, facts: facts)
        let required = Set(item.protocolType.flatMap { facts.declaration(of: $0)?.members.map(\.name) } ?? [])
        let operations = bodies.methods.filter { required.isEmpty ? $0.member.accessLevel != "private" : required.contains($0.member.name) }
        var reads: [(CachingStrategy, String)] = []
        for method in operations where !bodies.branchesOnPolicy(method) {
            let calls = bodies.dataCalls(in: method)
            guard let first = calls.first else { continue }
            let selector = method.member.name + "(" + method.member.parameters.map { $0.label + ":" }.joined() + ")"
            if isWrite(method.member.name) {
                if first.side == .local, first.isWrite, calls.contains(where: { $0.side == .remote }) { return (.offlineFirst, selector) }
            } else if first.side == .local, calls.contains(where: { $0.side == .remote }) {
                reads.append((.cacheFirst, selector))
            } else if first.side == .remote, calls.dropFirst().contains(where: { $0.side == .local && !$0.isWrite }) {
                reads.append((.networkFirst, selector))
            }
        }
        guard let first = reads.first else { return nil }
        let cacheFirst = reads.filter { $0.0 == .cacheFirst }.count
        let networkFirst = reads.count - cacheFirst
        guard cacheFirst != networkFirst else { return first }
        let winner: CachingStrategy = cacheFirst > networkFirst ? .cacheFirst : .networkFirst
        return reads.first { $0.0 == winner }
    }
}
