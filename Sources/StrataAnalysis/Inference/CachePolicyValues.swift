import StrataIndex
import StrataModel

/// Cache policies written as values: defaults (`var fetchByID: CachingStrategy = .cacheFirst`,
/// `cachePolicy: CachePolicy = .localFirst`) and arguments (`cachePolicy: .remoteFirst`), read from
/// the text of the files that declare or pass them (the index keeps no values).
struct CachePolicyValues {
    var file: String
    var line: Int
    /// The value as written, for the report: `CachePolicy = .localFirst`.
    var written: String
    var strategy: CachingStrategy

    /// Case names that mean a strategy Strata has; others (`none`, `remoteOnly`) say nothing.
    static let strategies: [String: CachingStrategy] = [
        "cacheFirst": .cacheFirst, "localFirst": .cacheFirst, "cacheElseNetwork": .cacheFirst, "returnCacheDataElseLoad": .cacheFirst,
        "networkFirst": .networkFirst, "remoteFirst": .networkFirst, "networkElseCache": .networkFirst,
        "offlineFirst": .offlineFirst,
    ]

    static func read(_ facts: InferenceFacts) -> [CachePolicyValues] {
        // Policy types: what repository requirements take, plus anything named like one.
        let requirements = facts.sourceTypes(.repositoryProtocol).flatMap { facts.declaration(of: $0)?.members ?? [] }
        let policyParameters = requirements.flatMap(\.parameters).filter(RepositoryInference.isCachePolicy)
        let typeNames = Set(policyParameters.map { TypeNameReader.baseName($0.type) } + facts.model.types.map(\.name).filter(MethodBodies.isPolicyType))
            .filter { !$0.isEmpty && !$0.contains(".") }
        let labels = Set(policyParameters.map(\.label).filter { $0 != "_" })
        let passingCalls = Set(requirements.filter { $0.parameters.contains(where: RepositoryInference.isCachePolicy) }.map(\.name))
        // Most projects have no policy type at all: nothing to read.
        guard !typeNames.isEmpty || !passingCalls.isEmpty else { return [] }

        var result: [CachePolicyValues] = []
        for file in facts.index.files where !facts.isTest(file.path) {
            let declares = file.declarations.contains { declaration in
                declaration.members.contains { member in
                    ([member.type ?? ""] + member.parameters.map(\.type)).contains { typeNames.contains(TypeNameReader.baseName($0.replacingOccurrences(of: "?", with: ""))) }
                }
            }
            let passes = file.code.calls.contains { passingCalls.contains($0.name) }
            guard declares || passes, let text = facts.sourceText(file.path) else { continue }
            for (offset, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                let code = line.range(of: "//").map { String(line[..<$0.lowerBound]) } ?? String(line)
                var found = values(in: code, after: typeNames.map { $0 + " =" } + typeNames.map { $0 + "? =" })
                // A refresh asks for the network on purpose: what it passes is not the default.
                if !isRefresh(enclosing(offset + 1, in: file)) { found += values(in: code, after: labels.map { $0 + ":" }) }
                for (written, name) in found {
                    guard let strategy = strategies[name] else { continue }
                    result.append(CachePolicyValues(file: file.path, line: offset + 1, written: written, strategy: strategy))
                }
            }
        }
        return result
    }

    /// The innermost type declared around a line.
    static func enclosing(_ line: Int, in file: FileSummary) -> String? {
        file.declarations.filter { $0.kind != .function && $0.line <= line && line <= $0.endLine }.max { $0.line < $1.line }?.name
    }

    /// `RefreshCharacterUseCase`, `DefaultReloadFeedUseCase`, `SyncOrdersInteractor`.
    static func isRefresh(_ name: String?) -> Bool {
        guard var name = name.map(TypeNameReader.baseName) else { return false }
        if let prefix = UseCaseStyleInference.implementationPrefixes.first(where: { name.droppingPrefix($0)?.first?.isUppercase == true }) {
            name = String(name.dropFirst(prefix.count))
        }
        return ["Refresh", "Reload", "Sync"].contains(where: name.hasPrefix)
    }

    /// `.case` right after one of `markers` (`CachePolicy =`, `cachePolicy:`), with what was matched.
    static func values(in code: String, after markers: [String]) -> [(String, String)] {
        var found: [(String, String)] = []
        for marker in markers {
            var searchStart = code.startIndex
            while let range = code.range(of: marker, range: searchStart..<code.endIndex) {
                searchStart = range.upperBound
                // A whole word: `cachePolicy:`, not `defaultCachePolicy:`.
                if range.lowerBound > code.startIndex, let before = code[code.index(before: range.lowerBound)...].first,
                    before.isLetter || before.isNumber
                {
                    continue
                }
                let rest = code[range.upperBound...].drop { $0 == " " }
                guard rest.first == "." else { continue }
                let name = rest.dropFirst().prefix { $0.isLetter || $0.isNumber || $0 == "_" }
                if !name.isEmpty { found.append((marker + " ." + name, String(name))) }
            }
        }
        return found
    }
}
