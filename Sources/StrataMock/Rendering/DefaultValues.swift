/// Values a mock can return before a test says otherwise: only where one value is obviously
/// neutral (`0`, `""`, `false`, `nil`, empty collections). Other types have none; the mock then
/// needs to be told.
enum DefaultValues {
    private static let zeros: Set<String> = [
        "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16", "UInt32", "UInt64", "Double", "Float", "CGFloat",
        "Decimal", "TimeInterval", "Float80", "Float16",
    ]

    static func value(for type: TypeText) -> String? {
        if type.isOptional { return "nil" }
        let text = type.written
        let bare = text.hasPrefix("Swift.") || text.hasPrefix("Foundation.") ? String(text.split(separator: ".", maxSplits: 1)[1]) : text
        if zeros.contains(bare) { return "0" }
        switch bare {
        case "Bool": return "false"
        case "String", "Substring": return "\"\""
        case "Data": return "Data()"
        case "Date": return "Date(timeIntervalSince1970: 0)"
        default: break
        }
        if bare.hasPrefix("Array<") || bare.hasPrefix("Set<") || bare.hasPrefix("ContiguousArray<") { return "[]" }
        if bare.hasPrefix("Dictionary<") { return "[:]" }
        if bare.hasPrefix("["), bare.hasSuffix("]") {
            // `[K: V]` has a colon outside any nested brackets; `[T]` does not.
            var depth = 0
            for character in bare.dropFirst().dropLast() {
                switch character {
                case "[", "(", "<": depth += 1
                case "]", ")", ">": depth -= 1
                case ":" where depth == 0: return "[:]"
                default: break
                }
            }
            return "[]"
        }
        return nil
    }
}
