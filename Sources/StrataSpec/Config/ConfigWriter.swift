import StrataModel

/// Renders conventions as the `.strata.yml` that reproduces them.
package enum ConfigWriter {
    /// Every field, so the file documents the whole style; comments in `header` go first.
    package static func yaml(for conventions: Conventions, header: [String] = []) -> String {
        var lines = header.map { "# " + $0 }
        lines += ["# Strata project config. Every key under `conventions` overrides the preset.", "preset: \(conventions.preset)", "conventions:"]
        let mirror = Mirror(reflecting: conventions)
        for child in mirror.children {
            guard let label = child.label, label != "preset" else { continue }
            lines += render(label, child.value, indent: "  ")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    private static func render(_ key: String, _ value: Any, indent: String) -> [String] {
        switch value {
        case let text as String: return ["\(indent)\(key): \(quoted(text))"]
        case let flag as Bool: return ["\(indent)\(key): \(flag)"]
        case let number as Int: return ["\(indent)\(key): \(number)"]
        case let list as [String]: return ["\(indent)\(key): [\(list.map(quoted).joined(separator: ", "))]"]
        case let raw as any RawRepresentable<String>: return ["\(indent)\(key): \(raw.rawValue)"]
        default:
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                guard let wrapped = mirror.children.first?.value else { return ["\(indent)\(key): null"] }
                return render(key, wrapped, indent: indent)
            }
            return ["\(indent)\(key):"]
                + mirror.children.flatMap { child in
                    child.label.map { render($0, child.value, indent: indent + "  ") } ?? []
                }
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
