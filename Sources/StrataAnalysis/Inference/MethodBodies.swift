import StrataIndex
import StrataModel

/// What a type's methods do with its stored data sources: the calls to them in the order written
/// (calls to its own helpers followed one level deep), and whether a method branches on a cache policy.
struct MethodBodies {
    struct Method {
        var member: Member
        var file: String
        /// Lines from the declaration to the line before the next member (or the end of the type).
        var lines: ClosedRange<Int>
    }

    struct DataCall {
        var side: DataLayerFacts.Side
        var isWrite: Bool
    }

    let facts: InferenceFacts
    private(set) var methods: [Method] = []
    /// Stored property name → the side its type (or its name) belongs to.
    private var sides: [String: DataLayerFacts.Side] = [:]
    /// Stored properties that hold a cache policy or a set of them (`caching: Caching`).
    private var policyProperties: Set<String> = []

    init(type: ClassifiedType, facts: InferenceFacts) {
        self.facts = facts
        var declarations: [(Declaration, String)] = []
        if let own = facts.declaration(of: type) { declarations.append((own, type.file)) }
        declarations += facts.sourceExtensions(of: type.name).map { ($0.declaration, $0.file) }
        for (declaration, file) in declarations {
            let members = declaration.members.sorted { $0.line < $1.line }
            for (index, member) in members.enumerated() {
                if member.kind == .property, !member.isStatic, !member.isComputed {
                    let typeName = member.type ?? ""
                    if Self.isPolicyType(typeName) { policyProperties.insert(member.name) }
                    if let side = Self.side(of: typeName + " " + member.name.prefix(1).uppercased() + member.name.dropFirst()) {
                        sides[member.name] = side
                    }
                }
                guard member.kind == .method else { continue }
                let end = index + 1 < members.count ? max(member.line, members[index + 1].line - 1) : max(member.line, declaration.endLine)
                methods.append(Method(member: member, file: file, lines: member.line...end))
            }
        }
    }

    /// `CachePolicy`, `CachingStrategy`, a `Caching` set of strategies.
    static func isPolicyType(_ type: String) -> Bool {
        TypeNameReader.names(in: type).contains { $0.contains("Caching") || $0.hasSuffix("CachePolicy") }
    }

    static func side(of words: String) -> DataLayerFacts.Side? {
        if let side = DataLayerFacts.side(of: words, path: "") { return side }
        if ["ModelContext", "Context"].contains(where: words.contains) { return .local }
        if ["Client", "Session", "Service"].contains(where: words.contains) { return .remote }
        return nil
    }

    /// Whether the method (or a helper it calls) takes a cache policy or reads one from the type:
    /// its order of calls then shows every policy, not a default.
    func branchesOnPolicy(_ method: Method, depth: Int = 0) -> Bool {
        if method.member.parameters.contains(where: { Self.isPolicyType($0.type) }) { return true }
        let code = facts.summaries[method.file]?.code
        let accesses = (code?.memberAccesses ?? []).filter { method.lines.contains($0.line) }
        if accesses.contains(where: { policyProperties.contains($0.base) || ($0.base == "self" && policyProperties.contains($0.member)) }) {
            return true
        }
        guard depth < 1 else { return false }
        return helpers(calledIn: method).contains { branchesOnPolicy($0, depth: depth + 1) }
    }

    func dataCalls(in method: Method, depth: Int = 0) -> [DataCall] {
        var result: [DataCall] = []
        for call in calls(in: method) {
            let receiver = call.receiver.map(Self.storedName)
            if let receiver, let side = sides[receiver] {
                result.append(DataCall(side: side, isWrite: CachingInference.isWrite(call.name)))
            } else if depth < 1, let helper = helper(called: call, from: method) {
                result += dataCalls(in: helper, depth: depth + 1)
            }
        }
        return result
    }

    private func calls(in method: Method) -> [CallSite] {
        (facts.summaries[method.file]?.code.calls ?? []).filter { method.lines.contains($0.line) }
            .sorted { ($0.line, $0.column) < ($1.line, $1.column) }
    }

    private func helper(called call: CallSite, from method: Method) -> Method? {
        guard call.receiver == nil || call.receiver == "self" else { return nil }
        return methods.first { $0.member.name == call.name && $0.member.line != method.member.line }
    }

    private func helpers(calledIn method: Method) -> [Method] {
        calls(in: method).compactMap { helper(called: $0, from: method) }
    }

    /// `self.localDataSource` → `localDataSource`; `remote?` → `remote`.
    static func storedName(_ receiver: String) -> String {
        var text = Substring(receiver)
        if text.hasPrefix("self.") { text = text.dropFirst(5) }
        return String(text.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
    }
}
