import StrataAnalysis
import StrataIndex
import StrataModel

/// The project's mock style, read from its existing mocks: handler closures (`…Handler`) say
/// Mockolo, call counts with results or last arguments say the contract preset, both say combined.
package enum MockStyleInference {
    package struct Finding: Sendable, Hashable {
        package var style: MockStyle
        /// Mocks that show the chosen style, of all mocks that show one.
        package var support: Int
        package var total: Int
        package var example: SourceLocation?

        package var summary: String {
            let example = example.map { ", e.g. \($0.file):\($0.line)" } ?? ""
            return "\(style.rawValue), as \(support) of \(total) existing mocks\(example)"
        }
    }

    /// nil when the project has no mock that shows a style.
    package static func infer(model: CodebaseModel, index: SourceIndex) -> Finding? {
        var declarations: [String: [Declaration]] = [:]
        for file in index.files {
            for declaration in file.declarations { declarations["\(file.path)|\(declaration.name)", default: []].append(declaration) }
        }
        var counts: [MockStyle: Int] = [:]
        var examples: [MockStyle: SourceLocation] = [:]
        var total = 0
        for mock in model.types(.mock) where mock.kind == .class || mock.kind == .actor || mock.kind == .struct {
            let members = (declarations["\(mock.file)|\(mock.name)"] ?? []).flatMap(\.members)
            guard let style = style(of: members) else { continue }
            total += 1
            counts[style, default: 0] += 1
            if examples[style] == nil { examples[style] = SourceLocation(file: mock.file, line: mock.line, column: 1) }
        }
        // Ties go to the seed style, then combined: Strata's own default.
        var best: MockStyle?
        for style in [MockStyle.seed, .combined, .handler] where counts[style, default: 0] > best.map({ counts[$0, default: 0] }) ?? 0 {
            best = style
        }
        guard let best else { return nil }
        return Finding(style: best, support: counts[best, default: 0], total: total, example: examples[best])
    }

    /// What one mock's members show, or nil when they show nothing (a hand-rolled fake).
    static func style(of members: [Member]) -> MockStyle? {
        let properties = members.filter { $0.kind == .property }
        let hasHandler = properties.contains { $0.name.hasSuffix("Handler") && ($0.type?.contains("->") ?? false) }
        let hasResult = properties.contains { ($0.name == "result" || $0.name.hasSuffix("Result")) && ($0.type?.hasPrefix("Result<") ?? false) }
        let hasLast = properties.contains { $0.name.hasPrefix("last") && $0.name.count > 4 && $0.name.dropFirst(4).first?.isUppercase == true }
        let hasCount = properties.contains { $0.name.hasSuffix("CallCount") }
        switch (hasHandler, hasResult || hasLast) {
        case (true, true): return .combined
        case (true, false): return .handler
        case (false, true): return .seed
        case (false, false): return hasCount ? .seed : nil
        }
    }
}
