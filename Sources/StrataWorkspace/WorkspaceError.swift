import Foundation

/// Why the workspace refused to plan or failed to apply, always naming the path involved.
///
/// Errors are values meant for people: `description` reads `path: message (hint)`, the same
/// shape as Strata's other diagnostics.
public struct WorkspaceError: Error, Sendable, Hashable, CustomStringConvertible {
    /// Broad category, so callers (and tests) can react without parsing the message.
    package enum Kind: Sendable, Hashable {
        /// The path is malformed or would land outside the output folder.
        case unsafePath
        /// The same path appears twice in one plan.
        case duplicatePath
        /// One planned path is used as a directory by another planned path.
        case conflictingPaths
        /// Something other than a regular file (a directory, a FIFO…) sits at a target path.
        case notARegularFile
        /// A target file or directory exists but could not be read.
        case unreadable
        /// `.strata/manifest.json` is not a manifest this version understands.
        case corruptManifest
        /// The disk changed between `plan` and `apply`, or the plan belongs to another root.
        case stalePlan
        /// `apply` failed; everything it had done was undone (unless the message says otherwise).
        case writeFailed
    }

    package var kind: Kind
    /// The path the problem is about: relative to the output root for planned files, otherwise
    /// as given (e.g. the manifest's full path).
    package var path: String
    public var message: String
    /// What the user can do about it, when there is something useful to say.
    package var hint: String?

    package init(_ kind: Kind, path: String, _ message: String, hint: String? = nil) {
        self.kind = kind
        self.path = path
        self.message = message
        self.hint = hint
    }

    /// `path` as a full path: planned files are relative to `root`, the manifest's and the
    /// journal's paths are already absolute (joining those again would name a file that does not exist).
    package func absolutePath(in root: URL) -> String {
        path.hasPrefix("/") ? path : root.appendingPathComponent(path).path
    }

    public var description: String {
        var text = "\(Self.printable(path)): \(message)"
        if let hint { text += " (\(hint))" }
        return text
    }

    /// Paths come from user input and may hold NUL or other control characters; escape them so
    /// the message stays on one readable line.
    static func printable(_ path: String) -> String {
        var result = ""
        for scalar in path.unicodeScalars {
            if scalar.properties.generalCategory == .control {
                result += scalar.escaped(asASCII: true)
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result.isEmpty ? "<empty path>" : result
    }
}
