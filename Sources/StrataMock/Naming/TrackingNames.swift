/// The base of every generated member name of a requirement (`fetch` → `fetchCallCount`,
/// `fetchHandler`…), unique within the mock.
///
/// Overloads are told apart by their argument labels (`fetchID`, `fetchName`), then by their
/// parameter types, then by a number; a base that would clash with a requirement's own name, or
/// with another base's generated names, gets a number too.
struct TrackingNames {
    /// Per requirement, in the flattened order.
    let bases: [String]
    /// Per requirement, what `last…` argument names start from: the plain name (`lastFetchID`)
    /// unless two overloads would then keep the same argument under one name.
    let argumentBases: [String]

    /// Suffixes the renderers add to a base.
    static let suffixes = ["CallCount", "Handler", "Result", "ReturnValue", "Error", "SetCallCount", "SetHandler", "Stub"]

    init(_ requirements: [Requirement]) {
        let natural = requirements.map(Self.naturalBase)
        var bases = natural
        var groups: [String: [Int]] = [:]
        for (index, base) in natural.enumerated() { groups[base, default: []].append(index) }
        for (_, members) in groups where members.count > 1 {
            // Labels first (`fetchID`, `fetchName`), then parameter types (`valueString`), then both
            // with the result type; a number settles the rest.
            let attempts: [(Int) -> String] = [
                { natural[$0] + Self.labelWord(requirements[$0]) },
                { natural[$0] + Self.typeWord(requirements[$0], withResult: false) },
                { natural[$0] + Self.labelWord(requirements[$0]) + Self.typeWord(requirements[$0], withResult: true) },
            ]
            let candidates = attempts.lazy.map { members.map($0) }.first { Set($0).count == $0.count } ?? members.map(attempts[0])
            var seen: [String: Int] = [:]
            for (member, candidate) in zip(members, candidates) {
                let count = seen[candidate, default: 0]
                seen[candidate] = count + 1
                bases[member] = count == 0 ? candidate : "\(candidate)\(count + 1)"
            }
        }
        // Requirement names are taken; so is everything a base generates. `a` + suffix can equal `b`
        // + another suffix (or a requirement's name) only when one of `a`, `b` starts the other, so
        // only such bases are checked: most are settled without building a single name.
        let memberNames = requirements.map(Self.memberName)
        var taken = Set(memberNames)
        let everyName = memberNames + bases
        for index in bases.indices {
            var base = bases[index]
            let mayClash =
                base != natural[index]
                || everyName.contains { $0.count != base.count && ($0.hasPrefix(base) || base.hasPrefix($0)) }
            guard mayClash else { continue }
            var number = 2
            while Self.generated(base).contains(where: taken.contains) || (base != natural[index] && taken.contains(base)) {
                base = "\(bases[index])\(number)"
                number += 1
            }
            bases[index] = base
            taken.formUnion(Self.generated(base))
        }
        self.bases = bases
        var argumentBases = natural
        for (_, members) in groups where members.count > 1 {
            var seen = Set<String>()
            let clash = members.contains { member in
                Self.argumentWords(requirements[member]).contains { !seen.insert($0).inserted }
            }
            if clash { for member in members { argumentBases[member] = bases[member] } }
        }
        self.argumentBases = argumentBases
    }

    /// The capitalised argument names a requirement's `last…` properties end with.
    private static func argumentWords(_ requirement: Requirement) -> [String] {
        parameters(requirement).enumerated().map { SwiftIdentifiers.capitalized($1.name ?? "arg\($0)") }
    }

    private static func generated(_ base: String) -> [String] { suffixes.map { base + $0 } }

    private static func naturalBase(_ requirement: Requirement) -> String {
        switch requirement {
        case .method(let method): method.name.filter { $0 != "`" }
        case .property(let property): property.name.filter { $0 != "`" }
        case .subscript: "subscript"
        case .initializer: "init"
        }
    }

    private static func memberName(_ requirement: Requirement) -> String {
        switch requirement {
        case .method(let method): method.name
        case .property(let property): property.name
        case .subscript: "subscript"
        case .initializer: "init"
        }
    }

    private static func parameters(_ requirement: Requirement) -> [RequirementParameter] {
        switch requirement {
        case .method(let method): method.parameters
        case .subscript(let item): item.parameters
        case .initializer(let initializer): initializer.parameters
        case .property: []
        }
    }

    /// `fetch(id:)` → `ID`; an unlabelled parameter contributes its name.
    private static func labelWord(_ requirement: Requirement) -> String {
        parameters(requirement).enumerated().map { index, parameter in
            SwiftIdentifiers.capitalized(parameter.label != "_" ? parameter.label : parameter.name ?? "arg\(index)")
        }.joined()
    }

    private static func typeWord(_ requirement: Requirement, withResult: Bool) -> String {
        let words = parameters(requirement).map { SwiftIdentifiers.typeWord($0.type.written) }
        if withResult, case .method(let method) = requirement, let returns = method.returnType {
            return (words + ["To", SwiftIdentifiers.typeWord(returns.written)]).joined()
        }
        return words.joined()
    }
}
