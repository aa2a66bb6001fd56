import Foundation
import Yams

/// What `strata init --force` keeps of the `.strata.yml` it replaces: every top-level section but
/// the ones it writes itself (`preset`, `conventions`), verbatim, with the comment lines right above
/// each. Layers, excludes, templates, lint and mock settings are the team's decisions; new
/// conventions are no reason to lose them.
///
/// Read by lines rather than through a YAML tree, so comments and formatting survive: in a config
/// every top-level key starts a line at column 0, and everything up to the next one belongs to it.
/// A section written otherwise (a flow mapping `{lint: …}` on one line) cannot be cut out that way;
/// the YAML tree names it in `missed`, so the user is told rather than losing it silently.
package enum ConfigCarryOver {
    /// The keys `strata init` writes, so the old values are replaced, not kept.
    package static let replacedKeys: Set<String> = ["preset", "conventions"]
    /// The comment written above the kept sections; not kept itself, so a second run writes the same file.
    package static let marker = "# Kept from the .strata.yml this replaced:"

    /// What `strata init` writes in place of a file holding `old`.
    package struct Replacement: Equatable, Sendable {
        /// The new file: what `init` wrote, then the kept sections under `marker`.
        package var text: String
        /// Keys of the sections kept, in the old file's order.
        package var kept: [String]
        /// Keys of the old file's sections that are not kept: written in a way lines cannot cut out,
        /// or not loading beside the new conventions (an alias whose anchor was in `conventions`).
        package var notKept: [String]
    }

    /// `written` with the sections of `old` it can keep. `loads` is the config loader's check: the
    /// kept sections go in only when the whole still loads.
    package static func replacing(_ old: String, with written: String, loads: (String) -> Bool) -> Replacement {
        let kept = keptSections(of: old)
        guard !kept.keys.isEmpty else { return Replacement(text: written, kept: [], notKept: kept.missed) }
        let joined = joined(written, kept)
        guard loads(joined) else { return Replacement(text: written, kept: [], notKept: kept.keys + kept.missed) }
        return Replacement(text: joined, kept: kept.keys, notKept: kept.missed)
    }

    /// `written` followed by the sections `kept` from the old file.
    static func joined(_ written: String, _ kept: Kept) -> String {
        kept.keys.isEmpty ? written : written + "\n" + marker + "\n" + kept.text
    }

    package struct Kept: Equatable, Sendable {
        /// The kept sections in the file's order, ending in a line break; empty when none are kept.
        package var text: String
        /// Their keys, in order.
        package var keys: [String]
        /// Top-level keys the YAML has that could not be cut out by lines, so are not kept.
        package var missed: [String] = []
    }

    package static func keptSections(of text: String) -> Kept {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let keyLines = lines.indices.compactMap { index in topLevelKey(lines[index]).map { (line: index, key: $0) } }
        var kept: [String] = []
        var keys: [String] = []
        for (position, entry) in keyLines.enumerated() {
            let start = commentStart(above: entry.line, in: lines)
            let end = position + 1 < keyLines.count ? commentStart(above: keyLines[position + 1].line, in: lines) : lines.count
            guard !replacedKeys.contains(entry.key), start < end else { continue }
            keys.append(entry.key)
            kept += lines[start..<end].filter { $0 != marker }
        }
        while let last = kept.last, last.allSatisfy(\.isWhitespace) { kept.removeLast() }
        let missed = yamlKeys(of: text).filter { !replacedKeys.contains($0) && !keys.contains($0) }
        return Kept(text: kept.isEmpty ? "" : kept.joined(separator: "\n") + "\n", keys: keys, missed: missed)
    }

    /// The top-level keys as YAML reads them; none when the text is not a mapping.
    private static func yamlKeys(of text: String) -> [String] {
        guard let root = try? Yams.compose(yaml: text), case .mapping(let mapping) = root else { return [] }
        return mapping.keys.compactMap(\.string)
    }

    /// `lint` for `lint:` or `"lint": …` at column 0; nil for comments, indented lines, list items,
    /// document markers and blank lines.
    static func topLevelKey(_ line: String) -> String? {
        guard let first = line.first, !" \t#-.\r{[".contains(first), let colon = line.firstIndex(of: ":") else { return nil }
        var key = line[..<colon].trimmingCharacters(in: .whitespaces)
        if key.count >= 2, let quote = key.first, quote == "\"" || quote == "'", key.last == quote {
            key = String(key.dropFirst().dropLast())
        }
        return key.isEmpty ? nil : key
    }

    /// The first of the comment lines directly above `line` (no blank line between), or `line`.
    private static func commentStart(above line: Int, in lines: [String]) -> Int {
        var start = line
        while start > 0, lines[start - 1].hasPrefix("#") { start -= 1 }
        return start
    }
}
