import ArgumentParser
import Foundation
import StrataModel

struct PresetsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "presets",
        abstract: "List the house-style presets, or show one as a .strata.yml you can edit.",
        discussion: """
        Examples:
          strata presets
          strata presets contract > .strata.yml
        """
    )

    @Argument(help: ArgumentHelp("A preset to print in full, as .strata.yml.", valueName: "name"))
    var name: String?

    func run() throws {
        let console = Console()
        guard let name else {
            for preset in Presets.all {
                let marker = preset.preset == Presets.defaultName ? " (default)" : ""
                console.out("\(preset.preset)\(marker)\n    \(Presets.summaries[preset.preset] ?? "")")
            }
            return
        }
        guard let conventions = Presets.named(name) else {
            let hint = Naming.suggestion(for: name, among: Presets.names).map { "did you mean `\($0)`?" } ?? "one of: \(Presets.names.joined(separator: ", "))"
            console.report([StrataIssue(at: nil, "unknown preset `\(name)`", hint: hint)])
            throw ExitCode(2)
        }
        console.out(ConfigWriter.yaml(for: conventions))
    }
}

/// Renders conventions as the `.strata.yml` that reproduces them.
enum ConfigWriter {
    static func yaml(for conventions: Conventions) -> String {
        var lines = ["# Strata project config. Every key under `conventions` overrides the preset.", "preset: \(conventions.preset)", "conventions:"]
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
            return ["\(indent)\(key):"] + mirror.children.flatMap { child in
                child.label.map { render($0, child.value, indent: indent + "  ") } ?? []
            }
        }
    }

    private static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"").replacingOccurrences(of: "\n", with: "\\n") + "\""
    }
}
