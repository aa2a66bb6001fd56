import Foundation

/// What Strata last wrote into an output folder: `<root>/.strata/manifest.json`.
///
/// For each path (relative, `/`-separated) it keeps the `ContentHash` of the contents Strata
/// wrote or found already identical. Comparing that hash with the disk tells "untouched since
/// generated" (safe to update) apart from "edited by a person" (leave alone unless forced).
public struct Manifest: Sendable, Codable, Hashable {
    package static let currentVersion = 1
    /// Folder inside the output root reserved for Strata's bookkeeping; never a planned target.
    package static let directoryName = ".strata"
    package static let fileName = "manifest.json"
    package static let relativePath = "\(directoryName)/\(fileName)"

    package var version: Int
    /// Relative path → `ContentHash` string.
    package var files: [String: String]
    /// Output group (a feature `strata generate` wrote) → the paths its last run produced, sorted.
    /// A later run of the same group removes the ones it no longer produces (when unedited): the
    /// only way to know a file was generated rather than written by `strata mock`, `add usecase`
    /// or a person. Absent from the JSON when empty, so manifests without groups keep their bytes.
    package var generated: [String: [String]]

    package init(files: [String: String] = [:], generated: [String: [String]] = [:]) {
        self.version = Self.currentVersion
        self.files = files
        self.generated = generated
    }

    private enum CodingKeys: String, CodingKey { case version, files, generated }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        version = try container.decode(Int.self, forKey: .version)
        files = try container.decode([String: String].self, forKey: .files)
        generated = try container.decodeIfPresent([String: [String]].self, forKey: .generated) ?? [:]
    }

    /// Canonical, byte-stable JSON: two-space indentation, `version` first, file keys sorted by
    /// their UTF-8 bytes, trailing newline. Hand-written rather than `JSONEncoder` so the bytes
    /// do not depend on the Foundation version or platform (a manifest written on macOS must not
    /// look "changed" on Linux CI).
    package func encoded() -> Data {
        let keys = files.keys.sorted(by: UTF8Order.precedes)
        var text = "{\n  \"version\": \(version),\n  \"files\": {"
        if keys.isEmpty {
            text += "}" + generatedJSON() + "\n}\n"
        } else {
            let lines = keys.map { "    \(JSONText.quoted($0)): \(JSONText.quoted(files[$0] ?? ""))" }
            text += "\n" + lines.joined(separator: ",\n") + "\n  }"
            text += generatedJSON() + "\n}\n"
        }
        return Data(text.utf8)
    }

    /// `,\n  "generated": {…}` in the same canonical style, or nothing when there are no groups.
    private func generatedJSON() -> String {
        let groups = generated.keys.filter { !(generated[$0] ?? []).isEmpty }.sorted(by: UTF8Order.precedes)
        guard !groups.isEmpty else { return "" }
        let entries = groups.map { group in
            let paths = (generated[group] ?? []).sorted(by: UTF8Order.precedes).map { "      " + JSONText.quoted($0) }
            return "    \(JSONText.quoted(group)): [\n" + paths.joined(separator: ",\n") + "\n    ]"
        }
        return ",\n  \"generated\": {\n" + entries.joined(separator: ",\n") + "\n  }"
    }

    /// Parses manifest bytes; `path` only names the file in the error.
    package static func decode(_ data: Data, path: String) throws(WorkspaceError) -> Manifest {
        let manifest: Manifest
        do {
            manifest = try JSONDecoder().decode(Manifest.self, from: data)
        } catch {
            throw WorkspaceError(
                .corruptManifest, path: path,
                "is not a valid Strata manifest (\(Self.summary(of: error)))",
                hint: "delete it and run again; existing files will then be treated as not written by Strata")
        }
        guard manifest.version == currentVersion else {
            throw WorkspaceError(
                .corruptManifest, path: path,
                "has manifest version \(manifest.version), but this Strata only understands version \(currentVersion)",
                hint: "use the Strata release that wrote it, or delete it and run again")
        }
        return manifest
    }

    /// `DecodingError`'s default description is a multi-line dump; keep the useful sentence.
    private static func summary(of error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted(let context),
            DecodingError.keyNotFound(_, let context),
            DecodingError.typeMismatch(_, let context),
            DecodingError.valueNotFound(_, let context):
            return context.debugDescription
        default:
            return String(describing: error)
        }
    }
}

/// Minimal JSON string quoting for the canonical manifest encoding.
enum JSONText {
    static func quoted(_ string: String) -> String {
        // Generated paths and hashes never need escaping; skip the scalar-by-scalar copy for them.
        if !string.utf8.contains(where: { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }) {
            return "\"" + string + "\""
        }
        var result = "\""
        for scalar in string.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default:
                result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
