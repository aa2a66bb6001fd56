/// Members a mock writes for the standard protocols a mocked protocol refines: equality and hashing
/// by identity, a description naming the mock. In an isolated mock they are `nonisolated`, as the
/// standard protocols require.
enum StandardConformances {
    static func render(_ parents: Set<String>, shape: MockShape, declared: Set<String>) -> CodeWriter {
        var writer = CodeWriter(depth: 1)
        let nonisolated = shape.isIsolated ? "nonisolated " : ""
        if parents.contains("Equatable") || parents.contains("Hashable"), !declared.contains("==") {
            writer.block("\(nonisolated)static func == (lhs: \(shape.name), rhs: \(shape.name)) -> Bool") { $0.line("lhs === rhs") }
        }
        if parents.contains("Hashable"), !declared.contains("hash") {
            if !writer.isEmpty { writer.line() }
            writer.block("\(nonisolated)func hash(into hasher: inout Hasher)") { $0.line("hasher.combine(ObjectIdentifier(self))") }
        }
        if parents.contains("CustomStringConvertible"), !declared.contains("description") {
            if !writer.isEmpty { writer.line() }
            writer.line("\(nonisolated)var description: String { \"\(shape.name)\" }")
        }
        if parents.contains("CustomDebugStringConvertible"), !declared.contains("debugDescription") {
            if !writer.isEmpty { writer.line() }
            writer.line("\(nonisolated)var debugDescription: String { \"\(shape.name)\" }")
        }
        return writer
    }
}
