/// A position in a spec, config or Swift file, 1-based, as editors and compilers print it.
public struct SourceLocation: Sendable, Hashable, Codable, CustomStringConvertible {
    public var file: String
    public var line: Int
    public var column: Int

    public init(file: String, line: Int, column: Int) {
        self.file = file
        self.line = line
        self.column = column
    }

    public var description: String { "\(file):\(line):\(column)" }
}
